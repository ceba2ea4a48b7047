/** A verified, completed account made through the real signup calls (the dev mailbox gives the link). */
import type { BrowserContext, Page } from 'playwright-core';
import type { AppServer } from './harness.js';

export async function signUpByApi(
  server: AppServer,
  email: string,
  password: string,
): Promise<void> {
  const post = (path: string, body: object, cookie = '') =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  await post('/api/signup/step1', { email, displayName: 'Offline Driver' });
  const link = await server.linkInDevMailbox(email, '/signup/step2?token=');
  const token = new URL(link).searchParams.get('token');
  const verified = await fetch(`${server.baseUrl}/api/verify-email?token=${token}`, {
    headers: { accept: 'application/json' },
  });
  const { userId } = (await verified.json()) as { userId: string };
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const done = await post(
    '/api/signup/step2',
    { phone: '5551234567', company: 'landstar', password, confirmPassword: password, userId },
    cookie,
  );
  if (!done.ok) throw new Error(`signup failed: ${done.status} ${await done.text()}`);
}

/** Signs in through /auth in a new page of `context` and waits for the dashboard. */
export async function signInPage(
  server: AppServer,
  context: BrowserContext,
  email: string,
  password: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  return page;
}

/** As on a driver's phone, the service worker must control the page before the network goes. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
