/**
 * The maintenance tracker in Chromium against the built server: the driver adds an oil change due
 * every 15,000 miles, last done at 100,000, and sees it due soon, with a badge in the menu, once a
 * fill-up's odometer passes 114,000. Another device signed in as the same driver sees the item.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInPage, subscriberJourneys } from './accounts.js';

const journeys = subscriberJourneys('service.driver@example.com');
const { server, email, password } = journeys;

async function logFuel(page: Page, odometer: string) {
  await page.getByRole('link', { name: /^Fuel/ }).first().click();
  await page.waitForURL('**/fuel');
  await page.getByRole('button', { name: 'Add Fuel Entry' }).first().click();
  await page.getByLabel('Odometer').fill(odometer);
  await page.getByLabel('Gallons').fill('100');
  await page.getByLabel('Price per gallon').fill('3.899');
  const missed = page.getByLabel('I missed logging a previous fuel entry');
  if (await missed.isVisible()) await missed.check();
  await page.getByRole('button', { name: 'Save Fuel Entry' }).click();
  await expect
    .poll(() => page.getByText('Fuel entry added successfully').first().isVisible())
    .toBe(true);
}

const oilCard = (page: Page) => page.getByRole('article').filter({ hasText: 'Oil and filters' });

describe('the maintenance tracker', () => {
  it('shows an oil change every 15,000 miles due soon once a fill-up passes 14,000 miles', async () => {
    const context = await journeys.browser.newContext();
    const page = await signInPage(server, context, email, password);
    await logFuel(page, '100500');

    await page
      .getByRole('link', { name: /^Maintenance/ })
      .first()
      .click();
    await page.waitForURL('**/maintenance');
    await expect.poll(() => page.getByText('100,500 mi').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add Service Item' }).first().click();
    await page.getByLabel('Service', { exact: true }).click();
    await page.getByRole('option', { name: 'Oil and filters' }).click();
    await expect.poll(() => page.getByLabel('Every (miles)').inputValue()).toBe('15000');
    await page.getByLabel('Last done at (odometer)').fill('100000');
    await page.getByRole('button', { name: 'Save Service Item' }).click();
    await expect.poll(() => oilCard(page).getByText('OK').isVisible()).toBe(true);
    expect(await oilCard(page).getByText('14,500 mi left').isVisible()).toBe(true);
    expect(await page.getByLabel(/maintenance item/).count()).toBe(0);

    await logFuel(page, '114050');
    await page
      .getByRole('link', { name: /^Maintenance/ })
      .first()
      .click();
    await expect.poll(() => oilCard(page).getByText('Due soon').isVisible()).toBe(true);
    expect(await oilCard(page).getByText('950 mi left').isVisible()).toBe(true);
    expect(await page.getByLabel('1 maintenance item due').first().isVisible()).toBe(true);

    await expect
      .poll(() => page.getByText('waiting', { exact: false }).count(), { timeout: 20_000 })
      .toBe(0);
    const other = await signInPage(server, await journeys.browser.newContext(), email, password);
    await other
      .getByRole('link', { name: /^Maintenance/ })
      .first()
      .click();
    await expect
      .poll(() => oilCard(other).getByText('Due soon').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await other.context().close();
    await context.close();
  });
});
