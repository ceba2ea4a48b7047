/** A verified, completed account made through the real signup calls (the dev mailbox gives the link). */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { AppServer, launchBrowser, type Mailbox } from './harness.js';

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
  const link = await server.linkInMail(email, '/signup/step2?token=');
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

/** Whether the app's device database holds the signed-in driver; it never creates the database. */
async function driverKeptOnDevice(): Promise<boolean> {
  if (!(await indexedDB.databases()).some((d) => d.name === 'haulbook')) return false;
  const open = indexedDB.open('haulbook');
  const db = await new Promise<IDBDatabase>(
    (resolve) => (open.onsuccess = () => resolve(open.result)),
  );
  try {
    if (!db.objectStoreNames.contains('session')) return false;
    const read = db.transaction('session').objectStore('session').get('current');
    return await new Promise<boolean>(
      (resolve) => (read.onsuccess = () => resolve(read.result !== undefined)),
    );
  } finally {
    db.close();
  }
}

/** Signs in through /auth in a new page of `context` and waits for the dashboard, at / (docs/product.md §2). */
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
  await page.waitForURL(`${server.baseUrl}/`);
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
  // The dashboard can draw before the new device has written the driver down; a journey that
  // reloads at once would find no one here and take the device for one the browser cleared.
  // (waitForFunction takes a returned promise for a truthy answer, so this polls instead; a
  // beforeAll signs in too, where expect.poll is not allowed.)
  const deadline = Date.now() + 10_000;
  while (!(await page.evaluate(driverKeptOnDevice))) {
    if (Date.now() > deadline) throw new Error('The app never kept the signed-in driver here');
    await page.waitForTimeout(50);
  }
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

/** Picks a seeded load up and, for `delivered`, delivers it, as its card's buttons do. */
async function moveLoad(
  server: AppServer,
  cookie: string,
  id: string,
  to: 'picked_up' | 'delivered',
): Promise<void> {
  const patch = async (path: string, body?: object) => {
    const moved = await fetch(`${server.baseUrl}${path}`, {
      method: 'PATCH',
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!moved.ok) throw new Error(`moving a load on: ${moved.status} ${await moved.text()}`);
  };
  await patch(`/api/loads/${id}/pickup`);
  if (to === 'delivered') await patch(`/api/loads/${id}`, { status: 'delivered' });
}

/**
 * Signs the driver in by the API and adds `loads` loads due today and `fillUps` fill-ups 600
 * miles apart, through the same REST calls as the app's outbox; returns the session cookie. The
 * last loads can be moved on: `delivered` of them delivered, then `pickedUp` picked up; the
 * others stay pending.
 */
export async function seedLoadsAndFuel(
  server: AppServer,
  email: string,
  password: string,
  {
    loads,
    fillUps,
    delivered = 0,
    pickedUp = 0,
  }: { loads: number; fillUps: number; delivered?: number; pickedUp?: number },
): Promise<string> {
  const cookie = cookieOf(await poster(server)('/api/auth/login', { email, password }));
  const now = new Date().toISOString();
  const moves = [
    ...Array<'pending'>(loads - delivered - pickedUp).fill('pending'),
    ...Array<'delivered'>(delivered).fill('delivered'),
    ...Array<'picked_up'>(pickedUp).fill('picked_up'),
  ];
  for (let i = 0; i < loads; i++) {
    const id = randomUUID();
    const made = await poster(server)(
      '/api/loads',
      {
        id,
        loadNumber: `LH-${1000 + i}`,
        pickupCity: 'Memphis',
        pickupState: 'TN',
        deliveryCity: 'Dallas',
        deliveryState: 'TX',
        pickupDate: now,
        deliveryDate: now,
        loadedMiles: 450 + i * 10,
        emptyMiles: 20,
        revenue: 1450,
      },
      cookie,
    );
    if (!made.ok) throw new Error(`seeding a load: ${made.status} ${await made.text()}`);
    const move = moves[i]!;
    if (move !== 'pending') await moveLoad(server, cookie, id, move);
  }
  for (let i = 0; i < fillUps; i++) {
    const form = new FormData();
    const fields = {
      id: randomUUID(),
      date: now,
      odometer: String(100000 + i * 600),
      gallons: '100.000',
      pricePerGallon: '3.899',
      fuelType: 'diesel',
      location: 'Pilot, Memphis TN',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const made = await fetch(`${server.baseUrl}/api/fuel`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (!made.ok) throw new Error(`seeding a fill-up: ${made.status} ${await made.text()}`);
  }
  return cookie;
}

/**
 * Adds `count` DEF fill-ups from 2024 through the sync push, 500 entries a batch, as a device's
 * outbox replays them: newer than every record made before, so a device signing in afterwards
 * gets them in its first answer of the history and the older records in the pages after it.
 * DEF leaves the diesel fill-ups' MPG as it was.
 */
export async function pushOldDefFillUps(
  server: AppServer,
  cookie: string,
  count: number,
): Promise<void> {
  const entries = Array.from({ length: count }, (_, i) => ({
    seq: i + 1,
    method: 'POST',
    path: '/api/fuel',
    body: {
      id: randomUUID(),
      date: '2024-03-01',
      odometer: String(10_000 + i),
      gallons: '5.000',
      pricePerGallon: '4.199',
      fuelType: 'def',
      missedPreviousEntry: 'false',
    },
  }));
  for (let start = 0; start < count; start += 500) {
    const res = await poster(server)(
      '/api/sync/push',
      { deviceId: `e2e-${randomUUID()}`, entries: entries.slice(start, start + 500) },
      cookie,
    );
    const { results } = (await res.json()) as { results: { status: number }[] };
    const refused = results.filter((r) => r.status >= 300);
    if (!res.ok || refused.length > 0)
      throw new Error(`pushing fill-ups: ${res.status}, ${refused.length} refused`);
  }
}

/**
 * One file's journeys of one subscriber: the built server with their account and a browser,
 * started before the file's tests and stopped after them. `browser` is there once they start.
 */
/** With a `mailbox`, the server mails over SMTP to it (started and stopped here). */
export function subscriberJourneys(email: string, password = 'Haul2026go', mailbox?: Mailbox) {
  const journeys = {
    server: new AppServer(),
    browser: undefined as unknown as Browser,
    email,
    password,
  };
  beforeAll(async () => {
    await mailbox?.start();
    await journeys.server.start({}, mailbox);
    await subscriberByApi(journeys.server, email, password);
    journeys.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journeys.browser?.close();
    await journeys.server.stop();
    await mailbox?.stop();
  });
  return journeys;
}
