/**
 * Per diem through the real API: loads on the books (delivered, stored as the sync stores them),
 * a day the driver corrects, the daily rate from Profile, and GET /api/per-diem?year=.
 * Worked by hand: a trip March 2 to 7 (the second load picked up a day after the first was
 * delivered) is Mar 2 partial, 3 to 6 full, 7 partial; the driver says Mar 4 was at home.
 * Full 3, partial 2 at $69 a day: 3 x 69 + 2 x 51.75 = $310.50.
 */
import { perDiemMessages, type PerDiemDay, type PerDiemYear } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { apiWithDrivers } from '../../test/accounts.js';

const { t, cookies } = await apiWithDrivers('perdiem-dale@example.com', 'perdiem-rosa@example.com');
const [dale, rosa] = cookies;

const call = (
  cookie: string,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function storedLoad(cookie: string, pickupDate: string, deliveryDate: string) {
  const me = (await call(cookie, 'GET', '/api/auth/me')).json<{ user: { id: string } }>();
  const now = new Date().toISOString();
  await t.app.db
    .insertInto('loads')
    .values({
      id: uuidv7(),
      userId: me.user.id,
      version: 1,
      pickupCity: 'Tulsa',
      pickupState: 'OK',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate,
      deliveryDate,
      weight: null,
      loadedMiles: 300,
      totalMiles: 300,
      company: null,
      notes: null,
      status: 'delivered',
      isActive: 0,
      actualPickupDate: null,
      actualDeliveryDate: null,
      grossAmountCents: null,
      revenueCents: null,
      documentUrl: null,
      loadNumber: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

describe('GET /api/per-diem', () => {
  it("counts the year's days away from the loads, with the driver's correction and rate", async () => {
    await storedLoad(dale, '2026-03-02T14:00:00Z', '2026-03-04T18:00:00Z');
    await storedLoad(dale, '2026-03-05T14:00:00Z', '2026-03-07T18:00:00Z');
    const home = { id: uuidv7(), date: '2026-03-04', status: 'home' };
    expect((await call(dale, 'POST', '/api/per-diem/days', home)).statusCode).toBe(201);
    await call(dale, 'POST', '/api/preferences', { perDiemRate: '69' });

    const year = (await call(dale, 'GET', '/api/per-diem?year=2026')).json<PerDiemYear>();
    expect(year).toMatchObject({ year: 2026, rate: 69, fullDays: 3, partialDays: 2, total: 310.5 });
    expect(year.days.map((d) => d.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    const days = (await call(dale, 'GET', '/api/per-diem/days?year=2026')).json<PerDiemDay[]>();
    expect(days).toEqual([expect.objectContaining({ id: home.id, status: 'home' })]);

    // Undoing the correction gives the day back to the loads: Mar 4 is full again.
    expect((await call(dale, 'DELETE', `/api/per-diem/days/${home.id}`)).statusCode).toBe(200);
    const again = (await call(dale, 'GET', '/api/per-diem?year=2026')).json<PerDiemYear>();
    expect(again).toMatchObject({ fullDays: 4, partialDays: 2, total: 379.5 });
    const replay = await call(dale, 'POST', '/api/per-diem/days', home);
    expect(replay.statusCode).toBe(409);
  });

  it("shows nobody else's days and refuses a day that is not one", async () => {
    const year = (await call(rosa, 'GET', '/api/per-diem?year=2026')).json<PerDiemYear>();
    expect(year).toMatchObject({ fullDays: 0, partialDays: 0, total: 0, rate: 80 });
    const bad = await call(rosa, 'POST', '/api/per-diem/days', {
      id: uuidv7(),
      date: '2026-03-04',
      status: 'away',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(perDiemMessages.statusInvalid);
  });
});
