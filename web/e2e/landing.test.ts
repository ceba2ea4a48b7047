/**
 * The landing page and the sign-in form drawn at build time (web/build/prerender.ts), as a
 * visitor's browser gets them: readable with no JavaScript at all, the landing page's links plain
 * links; once the app is up each is drawn once, nothing on screen having moved, and what was typed
 * into the form's copy is still there; a driver with a session never gets them. A signed-in driver
 * opening the dashboard, Loads or Fuel gets that screen's frame and heading drawn the same way, their
 * name in it, until the live screen takes its place.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoadsAndFuel, signInPage, signUpByApi, subscriberByApi } from './accounts.js';
import { AppServer, launchBrowser } from './harness.js';

const server = new AppServer();
let browser: Browser;
const heading = 'Every load, every gallon, every dollar. One logbook.';

/** Run in the page before its scripts: keeps every layout shift, for shiftedSoFar. */
function recordShifts() {
  const shifts: number[] = [];
  Object.assign(window, { shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      shifts.push((entry as unknown as { value: number }).value);
  }).observe({ type: 'layout-shift', buffered: true });
}

const shiftedSoFar = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
  );

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
    await page.addInitScript(recordShifts);
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(() => !document.getElementById('prerendered'));
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    // The live page's own: its links go through the router now.
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await shiftedSoFar(page)).toBeLessThan(0.05);
    await context.close();
  });

  it('paints before it asks for the code of the app', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(() => !document.getElementById('prerendered'));
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map(({ name, startTime }) => ({ name, startTime })),
    }));
    // The one script tag, then the app.
    const [boot, ...app] = scripts;
    expect(boot!.startTime).toBeLessThan(painted);
    expect(app.length).toBeGreaterThan(10);
    for (const script of app) expect(script.startTime, script.name).toBeGreaterThanOrEqual(painted);
    await context.close();
  });

  it('leaves no request open once it is up', async () => {
    // An answer left unread stays open in the browser, holding one of its six connections to the
    // server (and Lighthouse waited its whole 45 s for the page to go quiet).
    const context = await browser.newContext();
    const page = await context.newPage();
    const open = new Set<Request>();
    page.on('request', (request) => open.add(request));
    const ended = (request: Request) => open.delete(request);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    const probed = page.waitForResponse(`${server.baseUrl}/api/auth/me`);
    await page.goto(`${server.baseUrl}/`);
    expect((await probed).status()).toBe(401);
    await page.waitForFunction(() => !document.getElementById('prerendered'));
    // Playwright's 'networkidle': no request in flight for 500 ms, the quiet Lighthouse waits for.
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
    await expect.poll(() => [...open].map((request) => request.url())).toEqual([]);
    await context.close();
  });

  it('never goes to a driver with a session, who gets the dashboard on /', async () => {
    await signUpByApi(server, 'landing@example.com', 'Haul2026go');
    const context = await browser.newContext();
    const page = await signInPage(server, context, 'landing@example.com', 'Haul2026go');
    const asked = (headers: Record<string, string>) =>
      context.request.get(`${server.baseUrl}/`, { headers: { accept: 'text/html', ...headers } });
    const forDriver = await (await asked({})).text();
    expect(forDriver).not.toContain(heading);
    expect(forDriver).toContain('data-for="driver"');
    await page.reload();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await context.clearCookies();
    expect(await (await asked({})).text()).toContain(heading);
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

describe('the screens drawn for a signed-in driver', () => {
  /** A subscriber with `loads` loads and `fillUps` fill-ups, and their session cookie. */
  async function driverCookie(email: string, loads = 0, fillUps = 0) {
    await subscriberByApi(server, email, 'Haul2026go');
    const cookie = await seedLoadsAndFuel(server, email, 'Haul2026go', { loads, fillUps });
    const [name, value] = cookie.split('=');
    return { name: name!, value: value!, url: server.baseUrl };
  }

  it('show the heading before any app code, then the live screen in the same place', async () => {
    const cookie = await driverCookie('drawn@example.com', 2, 1);
    // A driver who never saw their dashboard is welcomed, on the drawn copy and the live screen.
    for (const [path, heading] of [
      ['/dashboard', 'Welcome, Offline Driver'],
      ['/loads', 'Load Management'],
      ['/fuel', 'Fuel Tracker'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      await context.addCookies([cookie]);
      const page = await context.newPage();
      await page.addInitScript(recordShifts);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'commit' });
      const title = page.getByRole('heading', { level: 1 });
      await expect.poll(() => title.textContent(), { timeout: 10_000 }).toBe(heading);
      const drawnAt = await title.boundingBox();
      // The live app under the copy takes no focus until the copy goes.
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
      release();
      await page.waitForFunction(() => !document.getElementById('prerendered'));
      expect(await page.locator('#root').getAttribute('inert')).toBeNull();
      await expect(title.count()).resolves.toBe(1);
      expect(await title.boundingBox(), path).toEqual(drawnAt);
      expect(await shiftedSoFar(page), path).toBeLessThan(0.05);
      await context.close();
    }
  });

  it("hold each stylesheet once when the live screen is up, the drawn copy's included", async () => {
    const cookie = await driverCookie('sheets@example.com', 2, 1);
    for (const path of ['/dashboard', '/loads', '/fuel', '/']) {
      const context = await browser.newContext();
      await context.addCookies([cookie]);
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${path}`);
      await page.waitForFunction(() => !document.getElementById('prerendered'));
      await page.waitForLoadState('networkidle');
      // A sheet applied twice doubles the work of every style recalculation for the page's life.
      const copies = await page.evaluate(() => {
        const sheets = Array.from(document.styleSheets)
          .filter((sheet) => !sheet.disabled)
          .map((sheet) =>
            Array.from(sheet.cssRules)
              .map((rule) => rule.cssText)
              .join('\n'),
          )
          .filter((text) => text.length > 1000);
        return sheets.length - new Set(sheets).size;
      });
      expect(copies, path).toBe(0);
      await context.close();
    }
  });

  it('go when the code of the app cannot arrive, rather than look alive with dead buttons', async () => {
    const context = await browser.newContext();
    await context.addCookies([await driverCookie('unreachable@example.com')]);
    const page = await context.newPage();
    await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.waitForFunction(() => !document.getElementById('prerendered'));
    await context.close();
  });

  it('have an Add button that works before the app is up: a link to the Add dialog', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([await driverCookie('no-script@example.com')]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/fuel`);
    await page.getByRole('link', { name: 'Add Fuel Entry' }).click();
    await page.waitForURL(`${server.baseUrl}/fuel?add=1`);
    await context.close();
  });
});
