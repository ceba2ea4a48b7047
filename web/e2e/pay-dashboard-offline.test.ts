/**
 * Pay settings in a dead zone, in Chromium against the built server: offline, the driver switches
 * to per-mile pay, adds a tier and delivers a load saved without revenue; the dashboard's week
 * shows the new pay at once. Back online, GET /api/dashboard/stats agrees to the cent.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlledByServiceWorker, signInPage, subscriberJourneys } from './accounts.js';

const journeys = subscriberJourneys('pay.driver@example.com');
const { server, email, password } = journeys;

/** A picked-up load of 1,000 miles delivering now, saved without a typed pay (so it is computed). */
async function pickedUpLoad(context: BrowserContext) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const created = await context.request.post(`${server.baseUrl}/api/loads`, {
    data: {
      id,
      loadNumber: 'PAY-1',
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: now,
      deliveryDate: now,
      loadedMiles: 1000,
      emptyMiles: 0,
    },
  });
  expect(created.status()).toBe(201);
  expect((await context.request.patch(`${server.baseUrl}/api/loads/${id}/pickup`)).ok()).toBe(true);
}

const weekCard = (page: Page) => page.getByRole('region', { name: "This Week's Earnings" });

async function openFromMenu(page: Page, name: string, path: string) {
  await page.getByRole('link', { name }).first().click();
  await page.waitForURL(`**${path}`);
}

describe('pay settings and the dashboard in a dead zone', () => {
  it("change the week's earnings offline, and the server agrees to the cent once back", async () => {
    const context = await journeys.browser.newContext();
    const page = await signInPage(server, context, email, password);
    await controlledByServiceWorker(page);
    await pickedUpLoad(context);
    await openFromMenu(page, 'Loads', '/loads');
    const load = page.getByRole('article').filter({ hasText: 'PAY-1' });
    // Picked up by the API after the load was made: wait for the pull that brings it Active.
    await expect.poll(() => load.getByText('Active').isVisible(), { timeout: 15_000 }).toBe(true);
    await openFromMenu(page, 'Dashboard', '/dashboard');
    await expect.poll(() => weekCard(page).getByText('$0.00').isVisible()).toBe(true);

    await context.setOffline(true);
    await openFromMenu(page, 'Pay Config', '/pay-config');
    await page.getByRole('heading', { name: 'Pay Structure' }).waitFor();
    await page.getByText('Per Mile', { exact: true }).click();
    await expect.poll(() => page.getByLabel('Per Mile').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add Tier' }).click();
    await page.getByLabel('Rate per mile ($)').fill('0.62');
    await expect.poll(() => page.getByLabel('Rate per mile ($)').inputValue()).toBe('0.62');
    await page.getByRole('button', { name: 'Save Tier' }).click();
    await expect
      .poll(() => page.getByText('0 – 1,000 miles · $0.620 per mile').isVisible(), {
        message: 'the new tier is listed',
      })
      .toBe(true)
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\npage shows:\n${await page.locator('main').innerText()}`);
      });

    await openFromMenu(page, 'Loads', '/loads');
    await load.getByRole('button', { name: 'Delivered' }).click();
    await expect.poll(() => load.getByText('Delivered').first().isVisible()).toBe(true);

    await openFromMenu(page, 'Dashboard', '/dashboard');
    // 1,000 miles at the new tier's $0.620 a mile, computed: no pay was typed.
    await expect.poll(() => weekCard(page).getByText('$620.00').first().isVisible()).toBe(true);
    expect(await weekCard(page).textContent()).toContain('1,000 miles');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(() => page.getByText('waiting', { exact: false }).count(), { timeout: 20_000 })
      .toBe(0);
    const stats = await (await context.request.get(`${server.baseUrl}/api/dashboard/stats`)).json();
    expect(stats).toMatchObject({ weeklyEarnings: '620.00', weeklyMiles: 1000, weeklyLoads: 1 });
    await context.close();
  });
});
