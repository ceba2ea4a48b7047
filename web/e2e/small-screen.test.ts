/**
 * The small screen (issue 25): the drawn dashboard's menu button works from the first tap, every
 * menu item can be reached (and the menu says when it scrolls) on a short phone and a laptop, a
 * toast never covers a dialog's close button, and a load card opens from the whole card with
 * targets a thumb can hit.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoadsAndFuel, signInPage, subscriberByApi } from './accounts.js';
import { AppServer, launchBrowser } from './harness.js';

const server = new AppServer();
let browser: Browser;
const email = 'small@example.com';
const password = 'Haul2026go';

beforeAll(async () => {
  await server.start({});
  await subscriberByApi(server, email, password);
  await seedLoadsAndFuel(server, email, password, { loads: 2, fillUps: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server.stop();
});

/** The driver signed in through /auth on a screen this size, their records on the device. */
async function signedIn(
  width: number,
  height: number,
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ viewport: { width, height }, serviceWorkers });
  return [context, await signInPage(server, context, email, password)];
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The names of the `controls` that `toast` lies over. */
async function coveredBy(toast: Locator, controls: Locator[]): Promise<string[]> {
  const box = (await toast.boundingBox())!;
  const covered = [];
  for (const control of controls)
    if (overlaps(box, (await control.boundingBox())!))
      covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  return covered;
}

/**
 * Whether the whole of `item` can be seen: inside the viewport and inside every box that clips it
 * (a scrolling menu's items below its fold have a place on the page but cannot be seen).
 */
function wholeOnScreen(item: Locator): Promise<boolean> {
  return item.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let [top, bottom, left, right] = [0, window.innerHeight, 0, window.innerWidth];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
    }
    const within = (a: number, b: number) => a >= b - 0.5;
    return (
      within(box.top, top) &&
      within(bottom, box.bottom) &&
      within(box.left, left) &&
      within(right, box.right)
    );
  });
}

/**
 * Every item of the open menu is on screen, or the cue says there is more below; scrolled to, each
 * is then whole on screen and the cue goes once the end is reached.
 */
async function everyItemReachable(page: Page, menu: Locator): Promise<void> {
  const items = menu.locator('a, button');
  const labels = await items.allTextContents();
  expect(labels).toContain('Profile');
  expect(labels).toContain('Logout');
  const cue = page.getByText('More below');
  const hidden = [];
  for (let i = 0; i < labels.length; i++)
    if (!(await wholeOnScreen(items.nth(i)))) hidden.push(labels[i]);
  expect(await cue.isVisible(), `below the fold: ${hidden.join(', ')}`).toBe(hidden.length > 0);
  for (let i = 0; i < labels.length; i++) {
    await items.nth(i).scrollIntoViewIfNeeded();
    expect(await wholeOnScreen(items.nth(i)), labels[i]).toBe(true);
  }
  await expect.poll(() => cue.isVisible()).toBe(false);
}

describe('the drawn dashboard on a phone', () => {
  it('opens the menu on a tap of its menu button as soon as the name shows', async () => {
    // Without the service worker, which answers with the app's own page from its cache.
    const [context, signedInPage] = await signedIn(360, 740, 'block');
    await signedInPage.close();
    const page = await context.newPage();
    // A slow signal: the page and its one script tag arrive, the app's code is still on its way.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/dashboard`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: /Offline Driver/ }).waitFor();
    expect(await page.locator('#prerendered').count()).toBe(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 15_000 });
    await drawer.getByRole('link', { name: 'Loads' }).click();
    await page.waitForURL(`${server.baseUrl}/loads`);
    await context.close();
  });
});

describe('the menu', () => {
  it('has every item within reach in the drawer at 360 × 640', async () => {
    const [context, page] = await signedIn(360, 640);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Main menu' });
    // Once the drawer has slid in.
    await page.waitForFunction(
      () => document.querySelector('.mantine-Drawer-content')?.getBoundingClientRect().left === 0,
    );
    await everyItemReachable(page, menu);
    await context.close();
  });

  it('has every item within reach in the sidebar at 1280 × 720, with the install button', async () => {
    const [context, page] = await signedIn(1280, 720);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Profile' }).waitFor();
    // Chromium's offer to install the app, as it comes when the browser deems the app installable.
    await page.evaluate(() =>
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      ),
    );
    await menu.getByRole('button', { name: /Install/ }).waitFor();
    await everyItemReachable(page, menu);
    await menu.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${server.baseUrl}/profile`);
    await context.close();
  });
});

describe('a toast at 360 px', () => {
  it('leaves the close button of the dialog it answers clear', async () => {
    const [context, page] = await signedIn(360, 740);
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('button', { name: 'Advanced Settings' }).click();
    // The section slides open: on a busy host a tap during the slide can land on whatever the
    // moving button uncovers (twice in CI the dialog never opened). Tap once it has come to rest.
    const deleteButton = page.getByRole('button', { name: 'Delete Account' });
    await expect
      .poll(async () => {
        const before = await deleteButton.boundingBox();
        await page.waitForTimeout(150);
        const after = await deleteButton.boundingBox();
        return before !== null && after !== null && before.y === after.y;
      })
      .toBe(true);
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await dialog.getByLabel(/to confirm/).fill(email);
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 503, json: { message: 'The server is busy.' } })
        : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Could not delete account' });
    await toast.waitFor();
    const close = dialog.getByRole('button', { name: 'Close dialog' });
    // Once it has slid in.
    await expect.poll(() => coveredBy(toast, [close])).toEqual([]);
    // The close button takes the tap, not the toast.
    await close.click({ trial: true, timeout: 2000 });
    await close.click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('leaves the menu button and the header clear', async () => {
    const [context, page] = await signedIn(360, 740);
    await page.goto(`${server.baseUrl}/loads`);
    const card = page.getByRole('article', { name: 'LH-1001' });
    await card.getByRole('button', { name: 'Picked Up' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Undo' });
    await toast.waitFor();
    const menu = page.getByRole('button', { name: 'Open menu' });
    // Once it has slid in, it lies below the header, whatever it says.
    const header = (await page.locator('header').boundingBox())!;
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(await coveredBy(toast, [menu])).toEqual([]);
    // Its Undo reads whole beside a message of three lines.
    const undo = toast.getByRole('button', { name: 'Undo' });
    expect(await undo.evaluate((b) => b.scrollWidth <= b.clientWidth && b.clientWidth > 40)).toBe(
      true,
    );
    // A tap on the menu, the toast still showing, opens the menu.
    await menu.click({ timeout: 2000 });
    await page.getByRole('link', { name: 'Fuel' }).first().waitFor();
    await context.close();
  });

  it("leaves the document viewer's controls clear", async () => {
    const [context, page] = await signedIn(360, 740);
    // A phone's share sheet, which the driver completes: Haulbook says so in a toast.
    await page.addInitScript(() =>
      Object.assign(navigator, { canShare: () => true, share: () => Promise.resolve() }),
    );
    await page.goto(`${server.baseUrl}/loads`);
    await page
      .getByRole('article', { name: 'LH-1000' })
      .getByRole('button', { name: 'BOL Docs' })
      .click();
    const documents = page.getByRole('dialog', { name: 'BOL Documents' });
    const photo = await page.evaluate(async () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 600, height: 800 });
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#f4f1ea';
      ctx.fillRect(0, 0, 600, 800);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await documents
      .getByLabel('Photo from camera')
      .setInputFiles({ name: 'pod.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
    await documents.getByRole('button', { name: 'Upload 1 file' }).click();
    // Once the server has it.
    await documents.getByRole('button', { name: 'View pod.jpg' }).waitFor();
    await expect
      .poll(() => documents.getByText('Waiting to sync').count(), { timeout: 30_000 })
      .toBe(0);
    await documents.getByRole('button', { name: 'View pod.jpg' }).click();
    const viewer = page.getByRole('dialog', { name: 'Document viewer' });
    await viewer.getByRole('img', { name: 'pod.jpg' }).waitFor();
    await viewer.getByRole('button', { name: 'Share' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Document shared' });
    const controls = await viewer.getByRole('button').all();
    expect(controls.length).toBeGreaterThanOrEqual(4);
    // Once it has slid in.
    await expect.poll(() => coveredBy(toast, controls)).toEqual([]);
    await context.close();
  });
});

describe('a load card', () => {
  it('opens its details from anywhere on the card, its buttons 48 px tall', async () => {
    const [context, page] = await signedIn(360, 740);
    await page.goto(`${server.baseUrl}/loads`);
    const card = page.getByRole('article', { name: 'LH-1000' });
    await card.waitFor();
    for (const button of await card.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.height, await button.innerText()).toBeGreaterThanOrEqual(48);
    }
    // The route line, then the card's bottom edge under its buttons' row: each opens the details.
    for (const target of [card.getByText('Memphis'), card]) {
      const { width, height } = (await target.boundingBox())!;
      const position = target === card ? { x: width / 2, y: height - 6 } : undefined;
      await target.click({ position });
      const details = page.getByRole('dialog');
      await details.getByText('LH-1000').first().waitFor();
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
    }
    await context.close();
  });
});
