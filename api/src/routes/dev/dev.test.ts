import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';

describe('the dev mailbox', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await build();
    production = await build({ env: 'production' });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('lists sent emails outside production', async () => {
    await dev.app.inject({
      method: 'POST',
      url: '/api/signup/step1',
      payload: { email: 'mail@example.com', displayName: 'Mail' },
    });
    const res = await dev.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.json().emails[0]).toMatchObject({ to: 'mail@example.com' });
  });

  it('does not exist in production', async () => {
    const res = await production.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(404);
  });
});
