/**
 * Correcting typos in a dead zone, in Chromium against the built server: offline, the driver edits
 * a load's miles and a fill-up's gallons, deletes a fill-up and takes it back with Undo, and
 * deletes another for good. Back online, the server holds the same, with the MPG of the fill-ups
 * after the changed ones measured again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlledByServiceWorker, signInPage, subscriberJourneys } from './accounts.js';

const journeys = subscriberJourneys('typo.driver@example.com');
const { server, email, password } = journeys;

/** What the driver logged last week, written through the API from the signed-in page. */
async function seed(page: Page) {
  const statuses = await page.evaluate(async () => {
    const id = () => crypto.randomUUID();
    const load = {
      id: id(),
      loadNumber: 'LS-448990',
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: '2026-11-16T14:00:00.000Z',
      deliveryDate: '2026-11-17T20:00:00.000Z',
      loadedMiles: 420,
      emptyMiles: 35,
      revenue: 1250.5,
    };
    const sent = [];
    const loadSent = await fetch('/api/loads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(load),
    });
    for (const odometer of [100000, 100650, 101300, 101950, 102600]) {
      const form = new FormData();
      const fields = {
        id: id(),
        date: '2026-11-18',
        odometer: String(odometer),
        gallons: '100',
        pricePerGallon: '3.899',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      sent.push((await fetch('/api/fuel', { method: 'POST', body: form })).status);
    }
    return [loadSent.status, ...sent];
  });
  expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
}

const fillUp = (page: Page, odometer: string) =>
  page.getByRole('article').filter({ hasText: `${odometer} mi` });

async function fillUpAction(page: Page, odometer: string, action: 'Edit' | 'Delete') {
  await fillUp(page, odometer)
    .getByRole('button', { name: /Fill-up actions/ })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

const visible = (page: Page, text: string) => page.getByText(text).first().isVisible();

describe('correcting records offline', () => {
  it('edits and deletes offline, with Undo, and the server agrees with re-measured MPG', async () => {
    const context = await journeys.browser.newContext();
    const page = await signInPage(server, context, email, password);
    await controlledByServiceWorker(page);
    await seed(page);
    // A start of the app syncs: the device now holds what was seeded.
    await page.reload();
    await page.getByRole('link', { name: 'Loads' }).first().click();
    await page.waitForURL('**/loads');
    await expect.poll(() => visible(page, 'LS-448990'), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await page.getByText('LS-448990').first().click();
    await page.getByRole('button', { name: 'Edit load' }).click();
    await page.getByLabel('Loaded miles').fill('500');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => visible(page, 'Load updated successfully')).toBe(true);
    await expect.poll(() => visible(page, '535 mi')).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Fuel' }).first().click();
    await page.waitForURL('**/fuel');
    await expect.poll(() => fillUp(page, '102,600').isVisible()).toBe(true);

    await fillUpAction(page, '100,650', 'Edit');
    await page.getByLabel('Gallons').fill('130');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => fillUp(page, '100,650').getByText('5.00').isVisible()).toBe(true);

    await fillUpAction(page, '101,300', 'Delete');
    await expect.poll(() => fillUp(page, '101,300').count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => fillUp(page, '101,300').count()).toBe(1);

    await fillUpAction(page, '101,950', 'Delete');
    await expect.poll(() => fillUp(page, '101,950').count()).toBe(0);
    // The next fill-up now follows the one at 101,300: 1,300 miles on 100 gallons.
    await expect
      .poll(() => fillUp(page, '102,600').getByText('13.00').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => visible(page, '3 waiting'), { timeout: 10_000 }).toBe(true);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(() => page.getByText('waiting', { exact: false }).count(), { timeout: 20_000 })
      .toBe(0);

    const fuel = (await (await context.request.get(`${server.baseUrl}/api/fuel`)).json()) as {
      odometer: number;
      gallons: string;
      mpg: string | null;
    }[];
    expect(fuel.map((f) => [f.odometer, f.gallons, f.mpg]).sort()).toEqual([
      [100000, '100.000', null],
      [100650, '130.000', '5.00'],
      [101300, '100.000', '6.50'],
      [102600, '100.000', '13.00'],
    ]);
    const [load] = (await (await context.request.get(`${server.baseUrl}/api/loads`)).json()) as {
      loadedMiles: number;
      totalMiles: number;
    }[];
    expect(load).toMatchObject({ loadedMiles: 500, totalMiles: 535 });
    await context.close();
  });
});
