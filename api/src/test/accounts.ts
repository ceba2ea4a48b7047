/** Test journeys through the real API: a finished signup, a signed-in session. */
import type { TestApp } from './build.js';
import { cookiesFrom, tokenOf } from './build.js';

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
