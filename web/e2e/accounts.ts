/** A verified, completed account made through the real signup calls (the dev mailbox gives the link). */
import type { BrowserContext, Page } from 'playwright-core';
import type { AppServer } from './harness.js';

/** A JSON POST to the server, with the Cookie header given. */
const poster =
  (server: AppServer) =>
  (path: string, body: object, cookie = '') =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

export async function signUpByApi(
  server: AppServer,
  email: string,
  password: string,
): Promise<void> {
  const post = poster(server);
  await post('/api/signup/step1', { email, displayName: 'Offline Driver' });
  const link = await server.linkInDevMailbox(email, '/signup/step2?token=');
  const token = new URL(link).searchParams.get('token');
  const verified = await fetch(`${server.baseUrl}/api/verify-email?token=${token}`, {
    headers: { accept: 'application/json' },
  });
  const { userId } = (await verified.json()) as { userId: string };
  const cookie = cookieOf(verified);
  const done = await post(
    '/api/signup/step2',
    { phone: '5551234567', company: 'landstar', password, confirmPassword: password, userId },
    cookie,
  );
  if (!done.ok) throw new Error(`signup failed: ${done.status} ${await done.text()}`);
}

/**
 * Buys `plan` for the driver through the demo payment mode's real calls, as the subscribe screen
 * does: Loads and Fuel need a plan in force.
 */
export async function subscribeByApi(
  server: AppServer,
  email: string,
  password: string,
  plan = 'monthly',
): Promise<void> {
  const post = poster(server);
  const cookie = cookieOf(await post('/api/auth/login', { email, password }));
  const started = await post('/api/create-subscription', { priceId: `demo_${plan}` }, cookie);
  const { sessionId } = (await started.json()) as { sessionId: string };
  const paid = await post('/api/demo/checkout/pay', { sessionId, cardNumber: '4242424242424242' });
  if (!paid.ok) throw new Error(`payment failed: ${paid.status} ${await paid.text()}`);
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

/** A driver who signed up and bought a plan (loads and fuel need one). */
export async function subscriberByApi(
  server: AppServer,
  email: string,
  password: string,
): Promise<void> {
  await signUpByApi(server, email, password);
  await subscribeByApi(server, email, password);
}
