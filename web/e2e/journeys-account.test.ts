/**
 * Journeys without dead ends, at 360 px in Chromium against the built server: a signup whose
 * verification proof lapsed at step 2 ends signed in without starting over, and a session ended
 * from a second browser brings the first back to the screen it was on after signing in again.
 */
import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPage, subscriberByApi } from './accounts.js';
import { AppServer, launchBrowser } from './harness.js';

const server = new AppServer();
const sessionSecret = 'journeys-e2e-secret-0123456789abcdef0123456789';
let browser: Browser;
const phone = { viewport: { width: 360, height: 740 } };
const shots = process.env.SHOTS_DIR;

beforeAll(async () => {
  await server.start({ SESSION_SECRET: sessionSecret });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server.stop();
});

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The step 2 proof as the server signs it, but whose 30 minutes ran out a minute ago. */
async function lapseProof(context: BrowserContext, userId: string) {
  const value = `${userId}|${Date.now() - 60_000}`;
  const signature = crypto
    .createHmac('sha256', sessionSecret)
    .update(value)
    .digest('base64')
    .replace(/=+$/, '');
  await context.addCookies([
    {
      name: 'hb_signup',
      value: `${value}.${signature}`,
      domain: new URL(server.baseUrl).hostname,
      path: '/api/signup',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

async function snap(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-360.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/${name}-1280.png` });
  await page.setViewportSize(phone.viewport);
}

describe('signup step 2 after the proof lapsed', () => {
  it('offers a fresh link to the same address and ends signed in without starting over', async () => {
    const email = 'dock.call@example.com';
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Full name').fill('Dock Caller');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => visible(page, 'Check your email').isVisible()).toBe(true);

    const first = await server.linkInMail(email, '/signup/step2?token=');
    await page.goto(first);
    await expect.poll(() => page.getByLabel('Phone').isVisible(), { timeout: 15_000 }).toBe(true);
    const proof = await (
      await context.request.get(`${server.baseUrl}/api/signup/verification`)
    ).json();

    // Called to the dock: the 30 minutes run out before the driver is back.
    await lapseProof(context, proof.userId);
    await page.reload();
    await expect
      .poll(() => visible(page, 'Your verification timed out').isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByLabel('Phone').count()).toBe(0);
    expect(await page.getByText(email).first().isVisible()).toBe(true);
    await snap(page, 'lapsed');

    await page.getByRole('button', { name: 'Send a fresh link' }).click();
    await expect.poll(() => visible(page, 'Check your email').isVisible()).toBe(true);
    expect(await page.getByText(/spam or junk folder/).isVisible()).toBe(true);
    let fresh = first;
    await expect
      .poll(async () => (fresh = await server.linkInMail(email, '/signup/step2?token=')))
      .not.toBe(first);

    await page.goto(fresh);
    await page.getByLabel('Phone').fill('(555) 123-4567');
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: 'Landstar' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Haul2026go');
    await page.getByLabel('Confirm password').fill('Haul2026go');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect.poll(() => visible(page, 'Welcome').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('button', { name: 'Sign in to your account' }).click();
    await page.waitForURL('**/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Haul2026go');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => page.getByText(/^Welcome( back)?, Dock Caller$/).isVisible())
      .toBe(true);
    await context.close();
  });
});

describe('a session ended from another browser', () => {
  it('asks to sign in again, keeps the waiting fill-up, and returns to the screen it was on', async () => {
    const email = 'two.devices@example.com';
    await subscriberByApi(server, email, 'Haul2026go');
    const phoneContext = await browser.newContext(phone);
    const page = await signInPage(server, phoneContext, email, 'Haul2026go');
    await page.goto(`${server.baseUrl}/fuel`);
    await expect.poll(() => visible(page, 'No fuel entries yet').isVisible()).toBe(true);

    // On the desktop the driver resets the password, which ends every session.
    const desktop = await browser.newContext();
    const other = await desktop.newPage();
    await other.goto(`${server.baseUrl}/forgot-password`);
    await other.getByLabel('Email').fill(email);
    await other.getByRole('button', { name: 'Send Reset Link' }).click();
    await other.goto(await server.linkInMail(email, '/reset-password?token='));
    await other.getByLabel('New password', { exact: true }).fill('Road2027go');
    await other.getByLabel('Confirm new password').fill('Road2027go');
    await other.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => other.getByText('Password Reset', { exact: true }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await desktop.close();

    // Back on the phone, a fill-up: its sync meets the ended session.
    await page.getByRole('button', { name: 'Add Fuel Entry' }).first().click();
    await page.getByLabel('Odometer').fill('150000');
    await page.getByLabel('Gallons').fill('98.5');
    await page.getByLabel('Price per gallon').fill('3.899');
    await page.getByRole('button', { name: 'Save Fuel Entry' }).click();
    await page.waitForURL('**/auth', { timeout: 20_000 });
    await expect
      .poll(() => visible(page, 'Your session ended. Please sign in again.').isVisible())
      .toBe(true);
    await snap(page, 'session-ended');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Road2027go');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/fuel');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(
        async () =>
          (await (await phoneContext.request.get(`${server.baseUrl}/api/fuel`)).json()).length,
        { timeout: 20_000 },
      )
      .toBe(1);
    await phoneContext.close();
  });
});
