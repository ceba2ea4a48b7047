/**
 * The landing page and the sign-in form drawn at build time (web/build/prerender.ts), as a
 * visitor's browser gets them: readable with no JavaScript at all, the landing page's links plain
 * links; once the app is up each is drawn once, nothing on screen having moved, and what was typed
 * into the form's copy is still there; a driver with a session never gets them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPage, signUpByApi } from './accounts.js';
import { AppServer, launchBrowser } from './harness.js';

const server = new AppServer();
let browser: Browser;
const heading = 'Every load, every gallon, every dollar. One logbook.';

beforeAll(async () => {
  await server.start({});
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server.stop();
});

describe('the landing page a visitor gets', () => {
  it('is there before any JavaScript runs, with links that work without it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
    expect(await page.title()).toBe('Loads, Fuel and Pay for Truck Drivers · Haulbook');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL(`${server.baseUrl}/signup`);
    await context.close();
  });

  it('is replaced by the live page without anything on screen moving', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(() => !document.getElementById('prerendered'));
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    // The live page's own: its links go through the router now.
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const shifted = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
    );
    expect(shifted).toBeLessThan(0.05);
    await context.close();
  });

  it('never goes to a driver with a session, for whom / is the dashboard', async () => {
    await signUpByApi(server, 'landing@example.com', 'Haul2026go');
    const context = await browser.newContext();
    const page = await signInPage(server, context, 'landing@example.com', 'Haul2026go');
    const asked = (headers: Record<string, string>) =>
      context.request.get(`${server.baseUrl}/`, { headers: { accept: 'text/html', ...headers } });
    expect(await (await asked({})).text()).not.toContain('id="prerendered"');
    await page.reload();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await context.clearCookies();
    expect(await (await asked({})).text()).toContain('id="prerendered"');
    await context.close();
  });
});

describe('the sign-in form a visitor gets', () => {
  it('shows before any JavaScript, with Sign In disabled so no password goes into the address', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/auth`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Sign in to Haulbook',
    );
    expect(await page.title()).toBe('Sign In · Haulbook');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Haul2026go');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
    expect(page.url()).toBe(`${server.baseUrl}/auth`);
    await context.close();
  });

  it('keeps what was typed before the app was up, and signs in with it', async () => {
    await signUpByApi(server, 'early@example.com', 'Haul2026go');
    const context = await browser.newContext();
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the copy is up long before.
    await page.goto(`${server.baseUrl}/auth`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Haul2026go');
    release();
    await page.waitForFunction(() => !document.getElementById('prerendered'));
    expect(await page.getByLabel('Email').inputValue()).toBe('early@example.com');
    expect(
      await page
        .getByLabel('Password', { exact: true })
        .evaluate((e) => e === document.activeElement),
    ).toBe(true);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await context.close();
  });
});
