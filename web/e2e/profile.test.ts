/**
 * Profile in Chromium against the built server: the driver switches to kilometres and sees the
 * distances change on loads, fuel and the dashboard; then exports everything, deletes the account,
 * signs up again with the same email and imports the export: the same loads, fill-ups and receipt
 * are back on the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatOdometerIn } from '@haulbook/sync-protocol';
import { strFromU8, unzipSync } from 'fflate';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPage, subscriberByApi } from './accounts.js';
import { AppServer, launchBrowser } from './harness.js';

const server = new AppServer();
let browser: Browser;
const email = 'profile-driver@example.com';
const password = 'Haul2026go';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const exportFile = path.join(os.tmpdir(), `haulbook-export-${process.pid}.zip`);
const loadId = '019a0000-0000-7000-8000-000000000001';
const fuelIds = ['019a0000-0000-7000-8000-000000000011', '019a0000-0000-7000-8000-000000000012'];

beforeAll(async () => {
  await server.start({});
  await subscriberByApi(server, email, password);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server.stop();
  fs.rmSync(exportFile, { force: true });
});

/** One load and two fill-ups (the second with a receipt), through the REST calls; idempotent. */
async function seed(request: APIRequestContext) {
  const load = await request.post(`${server.baseUrl}/api/loads`, {
    data: {
      id: loadId,
      loadNumber: 'LS-448990',
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: '2026-11-18T14:00:00.000Z',
      deliveryDate: '2026-11-19T14:00:00.000Z',
      loadedMiles: 400,
      emptyMiles: 20,
      revenue: 1250,
    },
  });
  expect([200, 201]).toContain(load.status());
  for (const [i, id] of fuelIds.entries()) {
    const res = await request.post(`${server.baseUrl}/api/fuel`, {
      multipart: {
        id,
        date: '2026-11-18',
        odometer: String(100000 + i * 650),
        gallons: '100',
        pricePerGallon: '3.899',
        fuelType: 'diesel',
        missedPreviousEntry: 'false',
        ...(i === 1 ? { receipt: { name: 'r.png', mimeType: 'image/png', buffer: png } } : {}),
      },
    });
    expect([200, 201]).toContain(res.status());
  }
}

async function open(page: Page, menu: string, url: string) {
  await page.getByRole('link', { name: menu }).first().click();
  await page.waitForURL(`**${url}`);
}

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 });

describe('profile', () => {
  it('shows every distance in kilometres once chosen', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signInPage(server, context, email, password);
    await seed(context.request);
    await page.reload();
    await visible(page, '0 miles').toBe(true);
    await open(page, 'Loads', '/loads');
    await visible(page, '420 miles').toBe(true);
    await open(page, 'Fuel', '/fuel');
    await visible(page, '6.50').toBe(true);

    await open(page, 'Profile', '/profile');
    await page.getByText('Kilometers', { exact: true }).click();

    await open(page, 'Fuel', '/fuel');
    await visible(page, '36.19').toBe(true);
    await visible(page, formatOdometerIn(100650, 'km')).toBe(true);
    expect(await page.getByText('L/100 km').first().isVisible()).toBe(true);
    await open(page, 'Loads', '/loads');
    await visible(page, '676 km').toBe(true);
    await open(page, 'Dashboard', '/dashboard');
    await visible(page, '0 km').toBe(true);
    await expect
      .poll(async () => (await context.request.get(`${server.baseUrl}/api/preferences`)).json())
      .toMatchObject({ distanceUnit: 'km' });
    await context.close();
  });

  it('exports, deletes the account, signs up again and imports: everything is back', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await signInPage(server, context, email, password);
    await seed(context.request);
    await page.reload();
    await open(page, 'Fuel', '/fuel');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(2);
    await open(page, 'Profile', '/profile');
    await page.getByRole('button', { name: 'Advanced Settings' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    await download.saveAs(exportFile);
    const zip = unzipSync(new Uint8Array(fs.readFileSync(exportFile)));
    const manifest = JSON.parse(strFromU8(zip['haulbook-export.json']!));
    expect(manifest.tables.loads).toHaveLength(1);
    expect(manifest.tables.fuelEntries).toHaveLength(2);
    expect(strFromU8(zip['csv/loads.csv']!)).toContain('LS-448990');
    expect(Object.keys(zip)).toContain(`files/fuelEntries/${fuelIds[1]}-receipt.png`);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByLabel(`Type ${email} to confirm`).fill(email);
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await expect
      .poll(async () => (await context.request.get(`${server.baseUrl}/api/auth/me`)).status())
      .toBe(401);
    // Signed out, every path shows the landing page (docs/product.md §2).
    await visible(page, 'Get Started').toBe(true);
    expect(fs.readdirSync(path.join(server.dataDir, 'receipts'))).toEqual([]);

    // The dev mailbox still holds the first signup's spent link: the new one must be read.
    fs.rmSync(path.join(server.dataDir, 'mail'), { recursive: true, force: true });
    await subscriberByApi(server, email, password);
    const again = await signInPage(server, context, email, password);
    await open(again, 'Profile', '/profile');
    await again.getByRole('button', { name: 'Advanced Settings' }).click();
    await again.locator('input[type=file][accept*="zip"]').setInputFiles(exportFile);
    await visible(again, 'Import Data').toBe(true);

    const api = async (url: string) =>
      (await context.request.get(`${server.baseUrl}${url}`)).json();
    await expect
      .poll(async () => ((await api('/api/fuel')) as unknown[]).length, { timeout: 20_000 })
      .toBe(2);
    expect(await api('/api/loads')).toEqual([
      expect.objectContaining({ id: loadId, loadNumber: 'LS-448990', totalMiles: 420 }),
    ]);
    const fuel = (await api('/api/fuel')) as { id: string; mpg: string | null }[];
    expect(fuel.map((f) => f.id).sort()).toEqual(fuelIds);
    expect(fuel.find((f) => f.id === fuelIds[1])?.mpg).toBe('6.50');
    const receipt = await context.request.get(`${server.baseUrl}/api/fuel/${fuelIds[1]}/receipt`);
    expect(Buffer.from(await receipt.body()).equals(png)).toBe(true);
    // The outbox sends the import in order; the preferences may still be on their way.
    await expect
      .poll(async () => ((await api('/api/preferences')) as { distanceUnit: string }).distanceUnit)
      .toBe('km');
    await context.close();
  });
});
