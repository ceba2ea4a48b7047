/** Test journeys through the real API: a finished signup, a signed-in session. */
import { afterAll } from 'vitest';
import { build, cookiesFrom, tokenOf, type TestApp } from './build.js';

export const goodPassword = 'Haul1234';

export interface Account {
  email: string;
  password: string;
  userId: string;
}

/** Step 1, the emailed link, step 2: a complete, verified account. */
export async function signUp(
  t: TestApp,
  email: string,
  extra: Record<string, string> = {},
): Promise<Account> {
  const step1 = await t.app.inject({
    method: 'POST',
    url: '/api/signup/step1',
    payload: { email, displayName: 'Dale Trucker' },
  });
  if (step1.statusCode !== 200) throw new Error(`step1 ${step1.statusCode} ${step1.body}`);
  const token = tokenOf(await t.linkSentTo(email, '/signup/step2'));
  const verify = await t.app.inject({ method: 'GET', url: `/api/verify-email?token=${token}` });
  if (verify.statusCode !== 200) throw new Error(`verify ${verify.statusCode} ${verify.body}`);
  const { userId } = verify.json<{ userId: string }>();
  const step2 = await t.app.inject({
    method: 'POST',
    url: '/api/signup/step2',
    headers: { cookie: cookiesFrom(verify) },
    payload: {
      phone: '(555) 123-4567',
      company: 'landstar',
      password: goodPassword,
      confirmPassword: goodPassword,
      userId,
      ...extra,
    },
  });
  if (step2.statusCode !== 200) throw new Error(`step2 ${step2.statusCode} ${step2.body}`);
  return { email, password: goodPassword, userId };
}

/** Signs in and returns the Cookie header of the new session. */
export async function signIn(t: TestApp, email: string, password = goodPassword): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode} ${res.body}`);
  return cookiesFrom(res);
}

/**
 * Buys `plan` for the signed-in driver through the demo payment mode's real calls, as the
 * subscribe screen does: loads and fuel entries need a plan in force (gate.ts).
 */
export async function subscribe(t: TestApp, cookie: string, plan = 'monthly'): Promise<void> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie },
    payload: { priceId: `demo_${plan}` },
  });
  if (started.statusCode !== 200) throw new Error(`checkout ${started.statusCode} ${started.body}`);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/demo/checkout/pay',
    headers: { cookie },
    payload: {
      sessionId: started.json<{ sessionId: string }>().sessionId,
      cardNumber: '4242424242424242',
    },
  });
  if (paid.statusCode !== 200) throw new Error(`payment ${paid.statusCode} ${paid.body}`);
}

/** A verified driver with a plan in force, signed in: the Cookie header of their session. */
export async function subscribedDriver(
  t: TestApp,
  email: string,
  extra: Record<string, string> = {},
): Promise<string> {
  await signUp(t, email, extra);
  const cookie = await signIn(t, email);
  await subscribe(t, cookie);
  return cookie;
}

/**
 * A test file's API and its subscribed drivers, made as the file is collected (top-level await)
 * and closed after its tests: `const { t, cookies: [dale, rosa] } = await apiWithDrivers(...)`.
 */
export async function apiWithDrivers<const E extends readonly string[]>(...emails: E) {
  const t = await build();
  afterAll(() => t.close());
  const cookies: string[] = [];
  for (const email of emails) cookies.push(await subscribedDriver(t, email));
  return { t, cookies: cookies as { [K in keyof E]: string } };
}
