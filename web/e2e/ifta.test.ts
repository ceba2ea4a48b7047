/**
 * IFTA in a dead zone, at 360 px in Chromium against the built server: on a load on the road the
 * driver records two state lines, a fill-up bought in a third state and a toll, offline; back online, the
 * quarter's return on the server and on the screen shows the three jurisdictions with the figures
 * worked out below, and the CSV downloads; a day away is marked on the per diem calendar and the
 * toll shows in profit. With SCREENSHOTS_DIR set, the four screens are saved there.
 *
 * Worked by hand: AR from 100,000 to the TX line at 100,290 is 290 miles; TX is still open (0).
 * Diesel: 100 gallons bought in OK. Fleet MPG 290 / 100 = 2.90; AR taxable 290 / 2.90 = 100
 * gallons, none bought there: net 100; OK: no miles, 100 tax-paid: net -100 (a credit).
 */
import fs from 'node:fs';
import type { IftaReport } from '@haulbook/sync-protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  controlledByServiceWorker,
  seedLoadsAndFuel,
  signInPage,
  subscriberJourneys,
} from './accounts.js';

const journeys = subscriberJourneys('ifta.driver@example.com');
const { server, email, password } = journeys;
const shots = process.env.SCREENSHOTS_DIR;

async function stateLine(page: Page, odometer: string, state: string) {
  await page.getByRole('button', { name: 'State Line' }).click();
  await page.getByLabel('Odometer at the line').fill(odometer);
  await page.getByLabel('State entered').selectOption(state);
  await page.getByRole('button', { name: 'Record State Line' }).click();
  await expect.poll(() => page.getByText(`Entered ${state} at`).first().isVisible()).toBe(true);
}

async function fillUpIn(page: Page, state: string) {
  await page.goto(`${server.baseUrl}/fuel`);
  await page.getByRole('button', { name: 'Add Fuel Entry' }).first().click();
  await page.getByLabel('Odometer').fill('100400');
  await page.getByLabel('Gallons').fill('100');
  await page.getByLabel('Price per gallon').fill('3.899');
  await page.getByLabel('State or province').selectOption(state);
  await page.getByRole('button', { name: 'Save Fuel Entry' }).click();
  await expect
    .poll(() => page.getByText('Fuel entry added successfully').first().isVisible())
    .toBe(true);
}

async function tollIn(page: Page, state: string, amount: string) {
  await page.goto(`${server.baseUrl}/expenses`);
  await page.getByRole('button', { name: 'Add Expense' }).first().click();
  await page.getByLabel('Category').selectOption('tolls');
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('State or province').selectOption(state);
  await page.getByRole('button', { name: 'Save Expense' }).click();
  await expect.poll(() => page.getByText('Expense added').first().isVisible()).toBe(true);
}

/** With SCREENSHOTS_DIR set: the screen at 360 px and at 1280 px, whole. */
async function snap(page: Page, name: string, drawn: string) {
  if (!shots) return;
  await page.getByText(drawn).first().waitFor();
  await page.screenshot({ path: `${shots}/${name}-360.png`, fullPage: true });
  // Drawn afresh at 1280 px, as a desktop opens it: the side menu is laid out on load.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await page.getByText(drawn).first().waitFor();
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
}

const row = (page: Page, code: string) =>
  page
    .getByRole('table', { name: /IFTA return/ })
    .getByRole('row')
    .filter({ hasText: code });

describe('IFTA on the road', () => {
  it('records state lines and a fill-up offline and files them as the quarter’s return', async () => {
    const cookie = await seedLoadsAndFuel(server, email, password, {
      loads: 1,
      fillUps: 0,
      pickedUp: 1,
    });
    const context = await journeys.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await signInPage(server, context, email, password);
    await controlledByServiceWorker(page);
    await page.goto(`${server.baseUrl}/ifta`);
    await page.getByRole('heading', { name: 'IFTA' }).waitFor();

    await context.setOffline(true);
    await stateLine(page, '100000', 'AR');
    await stateLine(page, '100290', 'TX');
    await fillUpIn(page, 'OK');
    await tollIn(page, 'TX', '18.50');
    await page.goto(`${server.baseUrl}/ifta`);
    await expect.poll(() => row(page, 'AR').textContent()).toContain('290');
    const tolls = page.getByRole('region', { name: 'Tolls' });
    expect(await tolls.textContent()).toContain('TX$18.50');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(() => page.getByText('waiting', { exact: false }).count(), { timeout: 20_000 })
      .toBe(0);
    const quarter = (await page.getByText(/^\d{4}-Q[1-4]$/).textContent())!;
    const answer = await fetch(`${server.baseUrl}/api/ifta/report?quarter=${quarter}`, {
      headers: { cookie },
    });
    const report = (await answer.json()) as IftaReport;
    expect(report).toMatchObject({ totalMiles: 290, totalGallons: 100, fleetMpg: 2.9 });
    expect(
      report.rows.map((r) => [r.jurisdiction, r.totalMiles, r.taxableGallons, r.netTaxableGallons]),
    ).toEqual([
      ['AR', 290, 100, 100],
      ['OK', 0, 0, -100],
      ['TX', 0, 0, 0],
    ]);
    expect(await row(page, 'OK').textContent()).toContain('-100');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain('AR,290,290,100,0,100,');
    expect(csv).toContain('Fleet MPG,2.90');
    await snap(page, 'ifta', 'By state');

    // A day away marked on the per diem calendar: one tap makes a home day a full day.
    await page.goto(`${server.baseUrl}/per-diem`);
    const first = page.getByRole('button', { name: /-01: Home$/ });
    await first.click();
    await expect.poll(() => page.getByText('Full day away').first().isVisible()).toBe(true);
    await snap(page, 'per-diem', 'Days away in');
    await page.goto(`${server.baseUrl}/profit`);
    await expect.poll(() => page.getByText('$18.50').first().isVisible()).toBe(true);
    await snap(page, 'profit', 'Expenses by category');
    await page.goto(`${server.baseUrl}/expenses`);
    await snap(page, 'expenses', 'Tolls');
    await context.close();
  });
});
