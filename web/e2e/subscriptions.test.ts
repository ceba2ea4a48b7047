/**
 * Subscriptions in Chromium against the built server in demo mode (no Stripe keys): a new visitor
 * buys Annual before having an account, is told a sign-in link went to the address, and signs in
 * by opening it; a driver whose plan lapsed meets the
 * gate on Loads and Fuel but keeps the dashboard; a subscriber offline is never gated.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledByServiceWorker, signInPage, subscriberByApi } from './accounts.js';
import { AppServer, launchBrowser } from './harness.js';

const server = new AppServer();
let browser: Browser;
const password = 'Haul2026go';

beforeAll(async () => {
  await server.start({});
  for (const email of ['lapses@example.com', 'offline.sub@example.com'])
    await subscriberByApi(server, email, password);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server.stop();
});

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

async function open(page: Page, menuItem: string, path: string) {
  await page.getByRole('link', { name: menuItem }).first().click();
  await page.waitForURL(`**${path}`);
}

describe('subscriptions in the browser', () => {
  it('sells Annual to a new visitor, who signs in by the emailed link and opens Loads', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/subscribe`);
    await expect.poll(() => page.getByText('Most Popular').isVisible()).toBe(true);
    expect(await page.getByText('Demo payments: no card is charged').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Choose Annual' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Complete Your Subscription' }).isVisible())
      .toBe(true);
    await page.getByLabel('Name').fill('Rosa Diaz');
    await page.getByLabel('Email').fill('rosa.new@example.com');
    await page.getByRole('button', { name: 'Subscribe Now' }).click();

    await expect.poll(() => page.getByText('Payment Successful!').first().isVisible()).toBe(true);
    await page.waitForURL(/\/welcome\?/, { timeout: 15_000 });
    await expect.poll(() => heading(page, 'Check your email').isVisible()).toBe(true);
    expect(await page.getByText(/sign-in link to rosa\.new@example\.com/).isVisible()).toBe(true);

    await page.goto(await server.linkInMail('rosa.new@example.com', '/login?token='));
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
    await expect.poll(() => heading(page, /^Welcome( back)?, Rosa Diaz$/).isVisible()).toBe(true);
    await open(page, 'Loads', '/loads');
    await expect.poll(() => heading(page, 'Load Management').isVisible()).toBe(true);
    await context.close();
  });

  it("shows 'Payment Failed' with the card's message for a declined card", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/subscribe`);
    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    await page.getByLabel('Email').fill('declined@example.com');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect.poll(() => page.getByText('Payment Failed').isVisible()).toBe(true);
    expect(await page.getByText('Your card was declined.').isVisible()).toBe(true);
    await context.close();
  });

  it('gates Loads and Fuel for a driver whose plan lapsed, and keeps the dashboard open', async () => {
    const context = await browser.newContext();
    const page = await signInPage(server, context, 'lapses@example.com', password);
    await open(page, 'Profile', '/profile');
    await page.getByRole('button', { name: 'Cancel plan (demo)' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Upgrade' }).isVisible()).toBe(true);

    await open(page, 'Loads', '/loads');
    await expect.poll(() => heading(page, 'Subscription Required').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Load Management is available to subscribers only').isVisible())
      .toBe(true);
    await open(page, 'Fuel', '/fuel');
    await expect
      .poll(() => page.getByText('Fuel Tracking is available to subscribers only').isVisible())
      .toBe(true);
    await open(page, 'Dashboard', '/dashboard');
    await expect
      .poll(() => heading(page, /^Welcome( back)?, Offline Driver$/).isVisible())
      .toBe(true);
    await context.close();
  });

  it('never gates a subscriber who is offline', async () => {
    const context = await browser.newContext();
    const page = await signInPage(server, context, 'offline.sub@example.com', password);
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByText('You are offline').isVisible()).toBe(true);
    await open(page, 'Loads', '/loads');
    await expect.poll(() => heading(page, 'Load Management').isVisible()).toBe(true);
    await open(page, 'Fuel', '/fuel');
    await expect.poll(() => heading(page, 'Fuel Tracker').isVisible()).toBe(true);
    expect(await page.getByText('Subscription Required').count()).toBe(0);
    await context.close();
  });
});
