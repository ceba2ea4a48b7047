/**
 * A dead zone at a truck stop, in Chromium against the built server: the driver goes offline, adds
 * two loads and marks one picked up, reloads the page (still offline: the loads are still there),
 * comes back online, and the server gets both; another browser signed in as the same driver then
 * sees them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlledByServiceWorker, signInPage, subscriberJourneys } from './accounts.js';

const journeys = subscriberJourneys('offline.driver@example.com');
const { server, email, password } = journeys;

async function chooseState(page: Page, label: string, code: string) {
  await page.getByLabel(label).fill(code);
  await page.getByRole('option', { name: code, exact: true }).click();
}

async function addLoad(page: Page, number: string, from: [string, string], to: [string, string]) {
  await page.getByRole('button', { name: 'Add New Load' }).first().click();
  await page.getByLabel('Load number').fill(number);
  await page.getByLabel('Pickup city').fill(from[0]);
  await chooseState(page, 'Pickup state', from[1]);
  await page.getByLabel('Delivery city').fill(to[0]);
  await chooseState(page, 'Delivery state', to[1]);
  await page.getByLabel('Pickup date').fill('2026-11-20T08:00');
  await page.getByLabel('Delivery date').fill('2026-11-21T17:30');
  await page.getByLabel('Loaded miles').fill('420');
  await page.getByLabel('Empty miles').fill('35');
  await page.getByLabel('My pay').fill('1250.50');
  await page.getByRole('button', { name: 'Save Load' }).click();
  await expect.poll(() => page.getByText('Load Added Successfully').first().isVisible()).toBe(true);
}

const card = (page: Page, number: string) => page.getByRole('article').filter({ hasText: number });

describe('loads in a dead zone', () => {
  it('are kept through an offline reload and reach the server when the signal returns', async () => {
    const context = await journeys.browser.newContext();
    const page = await signInPage(server, context, email, password);
    await controlledByServiceWorker(page);
    await page.getByRole('link', { name: 'Loads' }).first().click();
    await page.waitForURL('**/loads');
    await expect.poll(() => page.getByText('No loads yet').isVisible()).toBe(true);

    await context.setOffline(true);
    await addLoad(page, 'HB-501', ['Joplin', 'MO'], ['Dallas', 'TX']);
    await addLoad(page, 'HB-502', ['Tulsa', 'OK'], ['Memphis', 'TN']);
    await card(page, 'HB-501').getByRole('button', { name: 'Picked Up' }).click();
    await expect.poll(() => card(page, 'HB-501').getByText('Active').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('3 waiting').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => card(page, 'HB-502').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card(page, 'HB-501').getByText('Active').isVisible()).toBe(true);
    expect(await page.getByText('You are offline').isVisible()).toBe(true);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(() => page.getByText('waiting', { exact: false }).count(), { timeout: 20_000 })
      .toBe(0);

    const onServer = await (await context.request.get(`${server.baseUrl}/api/loads`)).json();
    const byNumber = Object.fromEntries(
      onServer.map((l: { loadNumber: string; status: string }) => [l.loadNumber, l.status]),
    );
    expect(byNumber).toEqual({ 'HB-501': 'picked_up', 'HB-502': 'pending' });

    const second = await journeys.browser.newContext();
    const other = await signInPage(server, second, email, password);
    await other.getByRole('link', { name: 'Loads' }).first().click();
    await expect.poll(() => card(other, 'HB-502').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card(other, 'HB-501').getByText('Active').isVisible()).toBe(true);
    await second.close();
    await context.close();
  });
});
