/**
 * A new driver's first day, in Chromium against the built server: sign up, verify by the email that
 * reached a real SMTP server, complete the profile, sign in, see the shell and greeting, sign out;
 * then forget the password and reset it by email.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppServer, launchBrowser, Mailbox } from './harness.js';

const mailbox = new Mailbox();
const server = new AppServer();
let browser: Browser;

beforeAll(async () => {
  await mailbox.start();
  await server.start({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server.stop();
  await mailbox.stop();
});

const email = 'dale.e2e@example.com';
const password = 'Haul1234';
const newPassword = 'Diesel2026';

async function signIn(page: Page, withPassword: string) {
  await page.goto(`${server.baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(withPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // docs/product.md §2: a successful sign-in navigates to /, where a signed-in driver sees the dashboard.
  await page.waitForURL(`${server.baseUrl}/`);
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
}

describe('accounts in the browser', () => {
  it('signs up, verifies by email, completes the profile, signs in and out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(`${server.baseUrl}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Full name').fill('Dale Earnhardt');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Check your email').isVisible()).toBe(true);

    const link = await mailbox.linkTo(email, `${server.baseUrl}/signup/step2?token=`);
    await page.goto(link);
    await page.waitForURL(/verified=true/);

    await page.getByLabel('Phone').fill('(555) 123-4567');
    await page.getByLabel('Company', { exact: true }).click();
    await page.getByRole('option', { name: 'Hirschbach' }).click();
    await page.getByLabel('Hirschbach account type').click();
    await page.getByRole('option', { name: 'OTR' }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    // Step 2 hashes the password at OWASP's scrypt cost: give it time on a busy machine.
    await expect
      .poll(() => page.getByText('Welcome', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    await page.getByRole('button', { name: 'Sign in to your account' }).click();
    await page.waitForURL('**/auth');
    await signIn(page, password);

    await expect
      .poll(() => page.getByText(/^Welcome( back)?, Dale Earnhardt$/).isVisible())
      .toBe(true);
    const today = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date());
    await expect.poll(() => page.getByText(today).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Loads' }).first().isVisible())
      .toBe(true);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    // Signing out first counts the entries still waiting on the device, then tells the server.
    await expect
      .poll(async () => (await page.request.get(`${server.baseUrl}/api/auth/me`)).status())
      .toBe(401);
    await page.goto(`${server.baseUrl}/dashboard`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    await context.close();
  });

  it('resets a forgotten password by email', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(`${server.baseUrl}/auth`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The screen is its own chunk: the sign-in form stays up until it arrives.
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.getByText('Check Your Email').isVisible()).toBe(true);

    const link = await mailbox.linkTo(email, `${server.baseUrl}/reset-password?token=`);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => page.getByText('Password Reset', { exact: true }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Go to Login' }).click();
    await page.waitForURL('**/auth');
    await signIn(page, newPassword);
    await expect
      .poll(() => page.getByText(/^Welcome( back)?, Dale Earnhardt$/).isVisible())
      .toBe(true);

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another2026');
    await page.getByLabel('Confirm new password').fill('Another2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => page.getByText('This reset link is invalid or has expired.').first().isVisible())
      .toBe(true);
    await context.close();
  });
});
