/**
 * The server and the device give the same dashboard to the cent: random loads and pay settings go
 * in through the API, then GET /api/dashboard/stats is compared with what the device computes from
 * the rows a pull hands it (dashboardStats over earningsLoadOf), on SQLite and on PostgreSQL.
 */
import {
  bonusTimePeriods,
  bonusTypes,
  dashboardSettingsOf,
  dashboardStats,
  earningsLoadOf,
  earnsPay,
  loadStatuses,
  noExtras,
  payPeriods,
  weekdays,
  type Load,
  type SyncChanges,
} from '@haulbook/sync-protocol';
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idleLifetime } from '../../plugins/sessions.js';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';

let t: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  t = await build();
  cookie = await subscribedDriver(t, 'dash-property@example.com');
  userId = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const zones = ['UTC', 'America/Chicago', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kolkata'];
const dayMs = 86_400_000;
const loadsPerRun = 1000;

const rate = (max: number) =>
  fc.integer({ min: 1, max: max * 1000 }).map((milli) => (milli / 1000).toFixed(3));

const payArb = fc.record({
  config: fc.record({
    payType: fc.constantFrom('percentage', 'per_mile'),
    payPeriod: fc.constantFrom(...payPeriods),
    payPeriodStartDay: fc.constantFrom(...weekdays),
    payWeekStart: fc.constantFrom(0, 1),
    tier1Rate: rate(10),
    tier1MaxMiles: fc.nat(5000),
    tier2Rate: rate(10),
    fixedMonthlyBonus: fc.nat(500_000).map((c) => (c / 100).toFixed(2)),
    marketRate: fc.integer({ min: 10, max: 9000 }).map((milli) => (milli / 1000).toFixed(3)),
    detentionRate: fc.nat(5000).map((c) => (c / 100).toFixed(2)),
    stopRate: fc.nat(5000).map((c) => (c / 100).toFixed(2)),
    tarpPay: fc.nat(10_000).map((c) => (c / 100).toFixed(2)),
    tonuPay: fc.nat(30_000).map((c) => (c / 100).toFixed(2)),
    emptyMileRate: fc.option(rate(2)),
  }),
  tiers: fc.array(fc.record({ minMiles: fc.nat(4000), rate: rate(10), orderIndex: fc.nat(5) }), {
    maxLength: 3,
  }),
  bonusTiers: fc.array(
    fc.record({
      bonusType: fc.constantFrom(...bonusTypes),
      // At most $10.00: a per-mile bonus may be no more (bonus-tiers.ts).
      bonusAmount: fc.integer({ min: 1, max: 1000 }).map((c) => (c / 100).toFixed(2)),
      timePeriod: fc.constantFrom(...bonusTimePeriods),
      minMiles: fc.option(fc.nat(30_000)),
      maxMiles: fc.constant(null),
    }),
    { maxLength: 3 },
  ),
  timeZone: fc.constantFrom(...zones),
  /**
   * How far after the real clock "now" is: a day short of the session's idle lifetime, which the
   * driver's session (made before the runs) would otherwise outlive by the runs' own duration.
   */
  hoursAhead: fc.nat(idleLifetime / 3_600_000 - 24),
  seed: fc.nat(),
});

/** A deterministic stream of numbers from a seed (mulberry32): 1,000 loads per run, cheaply. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function randomLoads(seed: number, now: number) {
  const next = random(seed);
  return Array.from({ length: loadsPerRun }, () => {
    const delivery = new Date(now - Math.floor(next() * 420 * dayMs) + dayMs).toISOString();
    const miles = Math.floor(next() * 3000);
    const empty = Math.floor(next() * 200);
    const kind = next();
    // Half were tapped Delivered up to 3 days either side of their schedule; the rest kept none.
    const tapped =
      next() < 0.5 ? Date.parse(delivery) + Math.floor((next() - 0.5) * 6 * dayMs) : null;
    return {
      id: uuidv7(),
      userId,
      version: 1,
      createdAt: delivery,
      updatedAt: delivery,
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: delivery,
      deliveryDate: delivery,
      actualDeliveryDate: tapped === null ? null : new Date(tapped).toISOString(),
      loadedMiles: miles,
      emptyMiles: empty,
      totalMiles: miles + empty,
      status: loadStatuses[Math.floor(next() * loadStatuses.length)]!,
      // Typed by the driver, or computed (with or without what the load pays).
      revenueCents: kind < 0.3 ? Math.floor(next() * 900_000) : null,
      grossAmountCents: next() < 0.5 ? Math.floor(next() * 900_000) : null,
      extras: JSON.stringify({
        ...noExtras,
        detentionHours: next() < 0.3 ? (Math.floor(next() * 800) / 100).toFixed(2) : null,
        extraStops: Math.floor(next() * 3),
        tarp: next() < 0.2,
      }),
    };
  });
}

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function pulledLoads(): Promise<Load[]> {
  const loads: Load[] = [];
  for (let since = 0; ;) {
    const page = (await get(`/api/sync/changes?since=${since}&limit=5000`)).json<SyncChanges>();
    loads.push(...page.loads);
    if (!page.hasMore) return loads;
    since = page.cursor;
  }
}

describe('the dashboard on the server and on the device', () => {
  it('agree to the cent for 1,000 random loads and random pay settings', async () => {
    await fc.assert(
      fc.asyncProperty(payArb, async (pay) => {
        const db = t.app.db;
        await db.deleteFrom('loads').where('userId', '=', userId).execute();
        await db.deleteFrom('payTiers').where('userId', '=', userId).execute();
        await db.deleteFrom('bonusTiers').where('userId', '=', userId).execute();
        await db.updateTable('userPreferences').set({ timeZone: pay.timeZone }).execute();
        expect((await post('/api/pay-config', pay.config)).statusCode).toBe(200);
        for (const tier of pay.tiers)
          expect((await post('/api/pay-tiers', { ...tier, id: uuidv7() })).statusCode).toBe(201);
        for (const tier of pay.bonusTiers)
          expect((await post('/api/bonus-tiers', { ...tier, id: uuidv7() })).statusCode).toBe(201);

        const now = new Date(Date.now() + pay.hoursAhead * 3_600_000);
        const rows = randomLoads(pay.seed, now.getTime());
        for (let i = 0; i < rows.length; i += 200)
          await db
            .insertInto('loads')
            .values(rows.slice(i, i + 200))
            .execute();

        vi.useFakeTimers({ toFake: ['Date'], now });
        try {
          const server = (await get('/api/dashboard/stats')).json();
          const settings = dashboardSettingsOf(
            (await get('/api/pay-config')).json(),
            (await get('/api/pay-tiers')).json(),
            (await get('/api/bonus-tiers')).json(),
            pay.timeZone,
          );
          const earning = (await pulledLoads()).filter(earnsPay);
          const device = dashboardStats(earning.map(earningsLoadOf), settings, now);
          expect(server).toEqual(device);
          // Not a vacuous run: the chart's 12 pay periods hold deliveries (the week and the month
          // alone may hold none when "now" falls in their first hours).
          expect(device.payPeriods.reduce((sum, p) => sum + p.loads, 0)).toBeGreaterThan(0);
        } finally {
          vi.useRealTimers();
        }
      }),
      { numRuns: 8 },
    );
    // Eight runs of 1,000 loads each, through the API, on a busy machine.
  }, 180_000);
});
