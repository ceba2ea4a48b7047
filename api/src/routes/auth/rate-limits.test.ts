import { messages } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build({ authRateLimit: { max: 3, timeWindow: 60_000 } });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it.each([
    ['/api/auth/login', { email: 'a@example.com', password: 'whatever1' }],
    ['/api/signup/step1', { email: 'b@example.com', displayName: 'B' }],
    ['/api/auth/forgot-password', { email: 'c@example.com' }],
    ['/api/auth/direct-login', { email: 'd@example.com' }],
    ['/api/auth/simple-login', { email: 'e@example.com' }],
  ])('%s answers 429 past the limit', async (url, payload) => {
    const send = () => t.app.inject({ method: 'POST', url, payload });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).not.toBe(429);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.tooManyAttempts });
  });

  it('does not limit other calls', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});
