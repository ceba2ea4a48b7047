import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, build, type TestApp } from '../../test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build({ logLevel: 'warn', clientErrorLimit: { max: 3, timeWindow: 60_000 } });
});
afterAll(() => t.close());

/** The reports the server logged, as written. */
const logged = () =>
  t.logs
    .map((line) => JSON.parse(line) as { msg: string; clientError?: Record<string, string> })
    .filter((entry) => entry.msg === 'client error')
    .map((entry) => entry.clientError);

const report = (body: object, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    remoteAddress: ip,
    headers: { origin: appUrl },
    payload: body,
  });

describe('POST /api/client-errors', () => {
  it('writes what failed to the log, scrubbed of the driver, without a session', async () => {
    const res = await report({
      message: 'RangeError: Invalid time value for dale@example.com',
      stack:
        'RangeError: Invalid time value\n    at addDays (periods.ts:61:12)\n' +
        '    at x\n'.repeat(30),
      route: '/loads/0190c5a4-6b1e-7cc2-9a3e-1f2b3c4d5e6f?token=secret',
      appVersion: '0.1.0+58fc995',
    });
    expect(res.statusCode).toBe(204);
    const [entry] = logged();
    expect(entry).toMatchObject({
      message: 'RangeError: Invalid time value for <email>',
      route: '/loads/:id',
      appVersion: '0.1.0+58fc995',
    });
    expect(entry?.stack?.split('\n')).toHaveLength(12);
    expect(JSON.stringify(t.logs)).not.toContain('dale@example.com');
    expect(JSON.stringify(t.logs)).not.toContain('secret');
  });

  it('refuses a report without its fields, and one too long to be a report', async () => {
    expect((await report({ message: 'boom' }, '10.0.0.2')).statusCode).toBe(400);
    const huge = { message: 'x'.repeat(5000), route: '/', appVersion: '1' };
    expect((await report(huge, '10.0.0.2')).statusCode).toBe(400);
  });

  it('takes a few reports a minute from one address, then 429', async () => {
    const body = { message: 'boom', route: '/fuel', appVersion: '1' };
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await report(body, '10.0.0.3')).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
    expect((await report(body, '10.0.0.4')).statusCode).toBe(204);
  });
});
