/**
 * axe-core on every screen and dialog, at 360 and 1280 px, in the light and the dark scheme,
 * against the built server: any serious or critical violation fails (expectAccessible). The driver
 * has a plan, three loads (pending, delivered, picked up, so every status badge and button is
 * drawn) and two fill-ups, so cards and their dialogs are checked, not only empty states.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { seedLoadsAndFuel, signInPage, subscriberByApi } from './accounts.js';
import { expectAccessible } from './axe.js';
import { AppServer, launchBrowser } from './harness.js';

const server = new AppServer();
let browser: Browser;
const email = 'axe@example.com';
const password = 'Haul2026go';

const widths = [360, 1280] as const;
const schemes = ['light', 'dark'] as const;

const signedOutScreens = [
  '/',
  '/auth',
  '/signup',
  '/forgot-password',
  '/login',
  '/login-direct',
  '/signup/step2',
  '/subscribe',
];
const signedInScreens = [
  '/dashboard',
  '/maintenance',
  '/axle-calculator',
  '/pay-config',
  '/subscribe',
  '/profile',
  '/no/such/page',
];

beforeAll(async () => {
  await server.start({});
  await subscriberByApi(server, email, password);
  await seedLoadsAndFuel(server, email, password, {
    loads: 3,
    fillUps: 2,
    delivered: 1,
    pickedUp: 1,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server.stop();
});

async function newContext(width: number, scheme: 'light' | 'dark'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: width === 360 ? 780 : 800 },
    colorScheme: scheme,
  });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Opens a dialog with `button`, checks it, and closes it by its named close button. */
async function checkDialog(page: Page, button: string, where: string): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('dialog').waitFor();
  await expectAccessible(page, where);
  await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe.each(schemes)('accessibility, %s scheme', (scheme) => {
  it.each(widths)(
    'signed-out screens at %i px',
    async (width) => {
      const context = await newContext(width, scheme);
      const page = await context.newPage();
      for (const path of signedOutScreens) {
        await open(page, path);
        await expectAccessible(page, `${path}, ${width} px, ${scheme}`);
      }
      await context.close();
    },
    300_000,
  );

  it.each(widths)(
    'signed-in screens and dialogs at %i px',
    async (width) => {
      const context = await newContext(width, scheme);
      const page = await signInPage(server, context, email, password);
      const at = (what: string) => `${what}, ${width} px, ${scheme}`;
      await expectAccessible(page, at('/ (dashboard)'));
      for (const path of signedInScreens) {
        await open(page, path);
        await expectAccessible(page, at(path));
      }

      await open(page, '/loads');
      await page.getByText('LH-1000').first().waitFor();
      await expectAccessible(page, at('/loads'));
      await checkDialog(page, 'Add New Load', at('Add New Load'));
      await checkDialog(page, 'BOL Docs', at('BOL Documents'));
      await checkDialog(page, 'Cancel', at('Cancel this load?'));
      await page.getByRole('button', { name: 'LH-1000' }).click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page, at('Load details'));
      await page.keyboard.press('Escape');

      await open(page, '/fuel');
      await expectAccessible(page, at('/fuel'));
      await checkDialog(page, 'Add Fuel Entry', at('Add Fuel Entry'));

      if (width === 360) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').waitFor();
        await expectAccessible(page, at('menu drawer'));
        // Closed, the first time too, the menu gives the focus back to the burger.
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        await page.waitForFunction(
          () => document.activeElement?.getAttribute('aria-label') === 'Open menu',
        );
      }
      await context.close();
      // Some thirty axe runs: on a busy 2-core machine this takes minutes.
    },
    300_000,
  );
});
