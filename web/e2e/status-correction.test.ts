/**
 * A mistaken tap taken back, in Chromium against the built server: offline, the driver picks a
 * load up and delivers it, takes Delivered back with the toast's Undo, then moves the load back to
 * Pending from its details. Back online, the server holds the load as Pending, with no pickup time.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlledByServiceWorker, signInPage, subscriberJourneys } from './accounts.js';

const journeys = subscriberJourneys('mistaken.tap@example.com');
const { server, email, password } = journeys;

async function seed(page: Page) {
  const status = await page.evaluate(async () => {
    const load = {
      loadNumber: 'LS-771203',
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: new Date().toISOString(),
      deliveryDate: new Date().toISOString(),
      loadedMiles: 420,
      emptyMiles: 35,
    };
    const sent = await fetch('/api/loads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(load),
    });
    return sent.status;
  });
  expect(status).toBe(201);
}

const card = (page: Page) => page.getByRole('article').filter({ hasText: 'LS-771203' });
const visible = (page: Page, text: string) => page.getByText(text).first().isVisible();

describe('taking a status back', () => {
  it('undoes Delivered from its toast and moves the load back to Pending from its details', async () => {
    const context = await journeys.browser.newContext();
    const page = await signInPage(server, context, email, password);
    await controlledByServiceWorker(page);
    await seed(page);
    await page.reload();
    await page.getByRole('link', { name: 'Loads' }).first().click();
    await page.waitForURL('**/loads');
    await expect.poll(() => card(page).isVisible(), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await card(page).getByRole('button', { name: 'Picked Up' }).click();
    await card(page).getByRole('button', { name: 'Delivered' }).click();
    await expect.poll(() => visible(page, 'Load marked as delivered successfully')).toBe(true);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => visible(page, 'Load moved back to Active')).toBe(true);
    await expect.poll(() => card(page).getByText('Active').isVisible()).toBe(true);

    await card(page).getByText('LS-771203').click();
    await page.getByRole('button', { name: 'Move back to Pending' }).click();
    await page.getByRole('button', { name: 'Move back', exact: true }).click();
    await expect.poll(() => visible(page, 'Load moved back to Pending')).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => card(page).getByText('Pending').isVisible()).toBe(true);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(() => page.getByText('waiting', { exact: false }).count(), { timeout: 20_000 })
      .toBe(0);
    const [load] = (await (await context.request.get(`${server.baseUrl}/api/loads`)).json()) as {
      status: string;
      actualPickupDate: string | null;
    }[];
    expect(load).toMatchObject({ status: 'pending', actualPickupDate: null });
    await context.close();
  });
});
