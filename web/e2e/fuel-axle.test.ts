/**
 * At the pump and at the scale, in Chromium against the built server: offline, the driver logs two
 * fill-ups (one with a receipt photo), sees the MPG and the week's totals, reloads, comes back
 * online, and the server holds both, the receipt downloadable by its owner only. Then one legal
 * axle calculation and one with two violations, which need no network at all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledByServiceWorker, signInPage, subscriberByApi } from './accounts.js';
import { AppServer, launchBrowser } from './harness.js';

const server = new AppServer();
let browser: Browser;
const password = 'Haul2026go';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const receiptFile = path.join(os.tmpdir(), `haulbook-receipt-${process.pid}.png`);

beforeAll(async () => {
  fs.writeFileSync(receiptFile, png);
  await server.start({});
  for (const email of ['pump@example.com', 'other@example.com'])
    await subscriberByApi(server, email, password);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server.stop();
  fs.rmSync(receiptFile, { force: true });
});

async function logFuel(page: Page, odometer: string, gallons: string, withReceipt: boolean) {
  await page.getByRole('button', { name: 'Add Fuel Entry' }).first().click();
  await page.getByLabel('Odometer').fill(odometer);
  await page.getByLabel('Gallons').fill(gallons);
  await page.getByLabel('Price per gallon').fill('3.899');
  if (withReceipt) await page.getByLabel('Receipt photo').setInputFiles(receiptFile);
  await page.getByRole('button', { name: 'Save Fuel Entry' }).click();
  await expect
    .poll(() => page.getByText('Fuel entry added successfully').first().isVisible())
    .toBe(true);
}

describe('fuel and axles in the browser', () => {
  it('logs fill-ups offline, with a receipt, and the server gets both once back online', async () => {
    const context = await browser.newContext();
    const page = await signInPage(server, context, 'pump@example.com', password);
    await controlledByServiceWorker(page);
    await page.getByRole('link', { name: 'Fuel' }).first().click();
    await page.waitForURL('**/fuel');
    await expect.poll(() => page.getByText('No fuel entries yet').isVisible()).toBe(true);

    await context.setOffline(true);
    await logFuel(page, '100000', '100.5', false);
    await logFuel(page, '100650', '100', true);
    await expect.poll(() => page.getByText('6.50').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('$781.75').first().isVisible()).toBe(true);

    await page.reload();
    await expect
      .poll(() => page.getByText('6.50').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByText('$781.75').first().isVisible()).toBe(true);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(() => page.getByText('waiting', { exact: false }).count(), { timeout: 20_000 })
      .toBe(0);

    const entries = (await (await context.request.get(`${server.baseUrl}/api/fuel`)).json()) as {
      odometer: number;
      mpg: string | null;
      receiptUrl: string | null;
    }[];
    expect(entries.map((e) => [e.odometer, e.mpg]).sort()).toEqual([
      [100000, null],
      [100650, '6.50'],
    ]);
    const receiptUrl = entries.find((e) => e.receiptUrl)?.receiptUrl;
    expect(receiptUrl).toBeTruthy();
    const mine = await context.request.get(`${server.baseUrl}${receiptUrl}`);
    expect(mine.status()).toBe(200);
    expect(Buffer.from(await mine.body()).equals(png)).toBe(true);

    const otherContext = await browser.newContext();
    await signInPage(server, otherContext, 'other@example.com', password);
    expect((await otherContext.request.get(`${server.baseUrl}${receiptUrl}`)).status()).toBe(404);
    await otherContext.close();
    await context.close();
  });

  it('calculates a legal rig and one with two violations', async () => {
    const context = await browser.newContext();
    const page = await signInPage(server, context, 'pump@example.com', password);
    await page.getByRole('link', { name: 'Axle Calculator' }).first().click();
    await page.waitForURL('**/axle-calculator');

    const weigh = async (steer: string, tractor: string, rig: string) => {
      await page.getByLabel('Steer axle weight').fill(steer);
      await page.getByLabel('Tractor weight', { exact: true }).fill(tractor);
      await page.getByLabel('Tractor trailer weight').fill(rig);
      await page.getByRole('radiogroup', { name: 'Drive axles' }).getByText('Tandem').click();
      await page.getByRole('radiogroup', { name: 'Trailer axles' }).getByText('Tandem').click();
      await page.getByRole('button', { name: 'Calculate' }).click();
    };

    await weigh('11000', '45000', '72000');
    await expect.poll(() => page.getByRole('heading', { name: 'Legal' }).isVisible()).toBe(true);
    expect(await page.getByText('8,000 lbs', { exact: false }).first().isVisible()).toBe(true);

    await weigh('12400', '47400', '80000');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Not legal' }).isVisible())
      .toBe(true);
    const violations = page.getByRole('list', { name: 'Violations' }).getByRole('listitem');
    expect(await violations.allTextContents()).toEqual([
      'Steer axle exceeds the 12,000 lb limit by 400 lbs',
      'Tandem drive axles exceed the 34,000 lb limit by 1,000 lbs',
    ]);
    await context.close();
  });
});
