import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';

describe('the dev mailbox', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await build({ logLevel: 'info' });
    production = await build({ env: 'production', logLevel: 'info' });
    await dev.app.inject({
      method: 'POST',
      url: '/api/signup/step1',
      payload: { email: 'mail@example.com', displayName: 'Mail' },
    });
    await dev.lastEmailTo('mail@example.com');
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  const mailbox = (
    t: TestApp,
    from: { remoteAddress?: string; headers?: Record<string, string> },
  ) => t.app.inject({ method: 'GET', url: '/api/dev/mail', ...from });

  it('lists sent emails outside production, to this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await mailbox(dev, { remoteAddress });
      expect(res.statusCode).toBe(200);
      expect(res.json().emails[0]).toMatchObject({ to: 'mail@example.com' });
    }
  });

  it('does not exist for another machine, nor through a proxy', async () => {
    expect((await mailbox(dev, { remoteAddress: '192.168.1.20' })).statusCode).toBe(404);
    const proxied = await mailbox(dev, {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    expect((await mailbox(production, { remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('says so in one line at start, and only when it is on', () => {
    const notice = (t: TestApp) => t.logs.filter((line) => line.includes('The dev mailbox is on'));
    expect(notice(dev)).toHaveLength(1);
    expect(notice(production)).toHaveLength(0);
  });
});
