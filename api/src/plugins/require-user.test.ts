/**
 * Every route under /api answers 401 to a request without a session, but the few a visitor needs
 * (health, the sign-in and sign-up steps, the plans, the public company list, the links in emails,
 * Stripe's webhook and the error reports): read from the app's own route table, so a route added
 * without its guard fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, build, type TestApp } from '../test/build.js';

let t: TestApp;

beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

/** The visitor's routes, by path. */
const publicRoutes = new Set([
  '/api/health',
  '/api/client-errors',
  '/api/client-errors/',
  '/api/company',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/register',
  '/api/auth/reset-password',
  '/api/auth/forgot-password',
  '/api/auth/direct-login',
  '/api/auth/simple-login',
  '/api/auth/token-login',
  '/api/signup/step1',
  '/api/signup/step2',
  '/api/signup/verification',
  '/api/subscription/plans',
  '/api/verify-email',
  '/api/checkout/success',
  // Checkout starts from the plans page, signed in or with an email.
  '/api/create-subscription',
  '/api/demo/checkout/pay',
  '/api/dev/mail',
  '/api/profile/confirm-email',
]);

/** Fastify's printed radix tree, back to whole paths and their methods. */
function routesOf(printed: string): { path: string; methods: string[] }[] {
  const stack: string[] = [];
  const routes: { path: string; methods: string[] }[] = [];
  for (const line of printed.split('\n')) {
    const found = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!found) continue;
    const depth = found[1]!.length / 4;
    stack.length = depth;
    stack.push(found[2]!);
    const methods = found[3]!.split(', ').filter((m) => m !== 'HEAD');
    routes.push({ path: stack.join(''), methods });
  }
  return routes;
}

const anId = '0192f3a0-0000-7000-8000-000000000001';

describe('the session guard', () => {
  it('answers 401 on every /api route a visitor has no business with', async () => {
    const guarded = routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.path.startsWith('/api/') && !publicRoutes.has(r.path),
    );
    expect(guarded.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const { path, methods } of guarded) {
      const url = path.replace(/:\w+(\|:\w+)*/g, anId);
      for (const method of methods) {
        const body = method !== 'GET' && method !== 'DELETE';
        const reply = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { origin: appUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { payload: '{}' } : {}),
        });
        if (reply.statusCode !== 401) answers.push(`${method} ${path}: ${reply.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
  });
});
