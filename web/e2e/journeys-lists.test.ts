/**
 * Lists a driver can work with, at 360 px in Chromium against the built server: thirty loads with
 * the one on the road pinned on top, filters, and a search that works offline; then a fill-up
 * logged offline during that load shows in its details and reaches the server linked to it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledByServiceWorker, signInPage, subscriberByApi } from './accounts.js';
import { AppServer, launchBrowser } from './harness.js';

const server = new AppServer();
let browser: Browser;
let page: Page;
const email = 'thirty.loads@example.com';
const shots = process.env.SHOTS_DIR;
const cities = ['Joplin', 'Amarillo', 'Tulsa', 'Memphis', 'Dallas', 'Wichita'];
const states = ['MO', 'TX', 'OK', 'TN', 'TX', 'KS'];

beforeAll(async () => {
  await server.start({});
  await subscriberByApi(server, email, 'Haul2026go');
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  page = await signInPage(server, context, email, 'Haul2026go');
  await controlledByServiceWorker(page);
});

afterAll(async () => {
  await browser?.close();
  await server.stop();
});

const cards = () => page.getByRole('region', { name: 'Loads' }).getByRole('article');
const loadId = (n: number) => `0192f3a0-0000-7000-8000-${String(n).padStart(12, '0')}`;

async function snap(name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/${name}-1280.png` });
  await page.setViewportSize({ width: 360, height: 740 });
}

/** Thirty loads, one a day from Oct 20; HB-1007 on the road, HB-1001 to HB-1005 delivered. */
async function thirtyLoads() {
  const api = page.context().request;
  for (let n = 1; n <= 30; n++) {
    const day = new Date(Date.UTC(2026, 9, 20 + n, 14)).toISOString();
    const data = {
      id: loadId(n),
      loadNumber: `HB-${1000 + n}`,
      pickupCity: cities[n % 6],
      pickupState: states[n % 6],
      deliveryCity: cities[(n + 1) % 6],
      deliveryState: states[(n + 1) % 6],
      pickupDate: day,
      deliveryDate: day,
      loadedMiles: 400 + n,
      emptyMiles: 20,
      revenue: 1000 + n,
    };
    expect((await api.post(`${server.baseUrl}/api/loads`, { data })).status()).toBe(201);
  }
  for (const n of [1, 2, 3, 4, 5, 7]) {
    const picked = await api.patch(`${server.baseUrl}/api/loads/${loadId(n)}/pickup`);
    expect(picked.status(), await picked.text()).toBe(200);
  }
  for (const n of [1, 2, 3, 4, 5]) {
    const url = `${server.baseUrl}/api/loads/${loadId(n)}`;
    const delivered = await api.patch(url, { data: { status: 'delivered' } });
    expect(delivered.status(), await delivered.text()).toBe(200);
  }
}

/** The filter's segments are labels over hidden radios: a driver taps the label. */
const showOnly = (name: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${name} \\d+$`) })
    .click();

const titles = async () =>
  Promise.all(
    (await cards().all()).map(async (c) => (await c.locator('button').first().textContent()) ?? ''),
  );

describe('thirty loads', () => {
  it('pins the load on the road, filters by status and finds loads offline', async () => {
    await thirtyLoads();
    await page.goto(`${server.baseUrl}/loads`);
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBe(30);
    // The cards can show from an earlier pull before the pickups and deliveries arrive.
    await expect
      .poll(async () => (await titles()).slice(0, 3), { timeout: 20_000 })
      .toEqual(['HB-1007', 'HB-1030', 'HB-1029']);
    await snap('loads');

    await showOnly('Delivered');
    await expect.poll(() => cards().count()).toBe(5);
    expect(
      await cards()
        .first()
        .getByText(/Delivered on/)
        .isVisible(),
    ).toBe(true);
    expect(await cards().first().getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await snap('loads-delivered');
    await showOnly('Pending');
    await expect.poll(() => cards().count()).toBe(24);
    await showOnly('Active');
    await expect.poll(() => titles()).toEqual(['HB-1007']);
    await showOnly('All');

    await page.context().setOffline(true);
    const search = page.getByRole('searchbox', { name: 'Search loads' });
    await search.fill('hb-1012');
    await expect.poll(() => titles()).toEqual(['HB-1012']);
    await search.fill('wichita');
    // Wichita is the pickup of every sixth load and the delivery of the one before it.
    await expect.poll(() => cards().count()).toBe(10);
    await snap('loads-search');
    await search.fill('');
    await page.context().setOffline(false);
  });

  it('shows a fill-up logged offline during the active load in its details, and links it on the server', async () => {
    await page.context().setOffline(true);
    await page.goto(`${server.baseUrl}/fuel`);
    await page.getByRole('button', { name: 'Add Fuel Entry' }).first().click();
    await expect
      .poll(() => page.getByText('Goes with load HB-1007').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.getByLabel('Odometer').fill('150000');
    await page.getByLabel('Gallons').fill('98.5');
    await page.getByLabel('Price per gallon').fill('3.899');
    await page.getByRole('button', { name: 'Save Fuel Entry' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await snap('fuel');

    await page.goto(`${server.baseUrl}/loads`);
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(30);
    await cards().first().getByText(/→/).first().click();
    const details = page.getByRole('dialog', { name: 'Load details' });
    await expect
      .poll(() => details.getByText('1 fill-up · 98.5 gal · $384.05').isVisible())
      .toBe(true);
    await snap('load-details');
    await page.keyboard.press('Escape');

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(
        async () => {
          const fuel = await (
            await page.context().request.get(`${server.baseUrl}/api/fuel`)
          ).json();
          return fuel[0]?.assignedLoadId;
        },
        { timeout: 20_000 },
      )
      .toBe(loadId(7));
  });
});
