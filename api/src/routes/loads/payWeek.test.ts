/**
 * The server counts the driver's week in the driver's zone, never its own: the same Sunday-night
 * delivery the device's screens count (web/src/features/pay/payWeek.test.tsx), whatever TZ the
 * process runs in. An account whose zone is missing or unusable is counted in UTC, as the account
 * the device reads (GET /api/auth/me) says.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await build();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t.close();
});

/** Sunday 22 November 2026 at 21:30 in Chicago (Monday 03:30 UTC), and this Monday at 08:00. */
const deliveries = ['2026-11-23T03:30:00.000Z', '2026-11-23T14:00:00.000Z'];
/** Monday 23 November 2026, 10:00 in Chicago. */
const now = '2026-11-23T16:00:00.000Z';

async function driverIn(email: string, timeZone: string) {
  const cookie = await subscribedDriver(t, email);
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const me = (await call('GET', '/api/auth/me')).json();
  const { id } = 'user' in me ? me.user : me;
  await t.app.db
    .updateTable('userPreferences')
    .set({ timeZone })
    .where('userId', '=', id)
    .execute();
  vi.useFakeTimers({ toFake: ['Date'] });
  for (const at of deliveries) {
    const body = newLoadBody({ pickupDate: at, deliveryDate: at });
    vi.setSystemTime(new Date(at));
    expect((await call('POST', '/api/loads', body)).statusCode).toBe(201);
    expect((await call('PATCH', `/api/loads/${body.id}/pickup`)).statusCode).toBe(200);
    const delivered = await call('PATCH', `/api/loads/${body.id}`, { status: 'delivered' });
    expect(delivered.statusCode).toBe(200);
  }
  vi.setSystemTime(new Date(now));
  const account = (await call('GET', '/api/auth/me')).json();
  return {
    zone: ('user' in account ? account.user : account).timeZone,
    loads: (await call('GET', '/api/loads/stats')).json().weeklyDelivered,
    dashboard: (await call('GET', '/api/dashboard/stats')).json().weeklyLoads,
  };
}

describe("the driver's week on the server", () => {
  it('leaves a Sunday-night delivery in Chicago out of the week that began on Monday', async () => {
    expect(await driverIn('chicago-week@example.com', 'America/Chicago')).toEqual({
      zone: 'America/Chicago',
      loads: 1,
      dashboard: 1,
    });
  });

  it('counts an account with no usable zone in UTC, as the account it answers says', async () => {
    expect(await driverIn('no-zone-week@example.com', 'Mars/Olympus_Mons')).toEqual({
      zone: 'UTC',
      loads: 2,
      dashboard: 2,
    });
  });
});
