import zlib from 'node:zlib';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
let dale: string;
let rosa: string;

// Wednesday 18 November 2026, noon in Chicago: the week began Monday the 16th.
const now = new Date('2026-11-18T18:00:00.000Z');

beforeAll(async () => {
  t = await build();
  dale = await subscribedDriver(t, 'dash-dale@example.com', {
    company: 'other',
    customCompany: 'Acme Freight',
  });
  rosa = await subscribedDriver(t, 'dash-rosa@example.com');
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A load picked up and delivered (tapped) at `tappedAt`, by default its scheduled delivery. */
async function deliveredLoad(cookie: string, change: object, tappedAt?: string) {
  const body = newLoadBody(change);
  await call(cookie, 'POST', '/api/loads', body);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(tappedAt ?? body.deliveryDate) });
  try {
    await call(cookie, 'PATCH', `/api/loads/${body.id}/pickup`);
    await call(cookie, 'PATCH', `/api/loads/${body.id}`, { status: 'delivered' });
  } finally {
    vi.useRealTimers();
  }
}

async function statsAt(cookie: string) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  const res = await call(cookie, 'GET', '/api/dashboard/stats');
  vi.useRealTimers();
  return res;
}

describe('GET /api/dashboard/stats', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats' });
    expect(res.statusCode).toBe(401);
  });

  it('shows nothing earned for a new driver', async () => {
    const res = await statsAt(rosa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      weeklyEarnings: '0.00',
      weeklyMiles: 0,
      weeklyLoads: 0,
      monthlyEarnings: '0.00',
    });
    expect(res.json().payPeriods).toHaveLength(12);
  });

  it("counts the week's and the month's deliveries, typed and computed, to the cent", async () => {
    const week = {
      pickupDate: '2026-11-16T14:00:00.000Z',
      deliveryDate: '2026-11-17T14:00:00.000Z',
    };
    const month = {
      pickupDate: '2026-11-03T14:00:00.000Z',
      deliveryDate: '2026-11-04T14:00:00.000Z',
    };
    await deliveredLoad(dale, { ...week, loadedMiles: 500, emptyMiles: 0, revenue: 1250.55 });
    // No revenue: $0.650 a mile (the generic carrier's rate) up to 1,000 miles, $0.600 beyond.
    await deliveredLoad(dale, { ...week, loadedMiles: 1200, emptyMiles: 0, revenue: undefined });
    await deliveredLoad(dale, { ...month, loadedMiles: 100, emptyMiles: 0, revenue: 99.99 });
    const stats = (await statsAt(dale)).json();
    expect(stats).toMatchObject({
      weeklyEarnings: '2020.55',
      weeklyMiles: 1700,
      weeklyLoads: 2,
      monthlyEarnings: '2120.54',
      monthlyMiles: 1800,
      monthlyLoads: 3,
    });
    expect(stats.breakdown.weekly).toEqual({
      pay: '2020.55',
      extras: '0.00',
      bonus: '0.00',
      estimated: '0.00',
      estimatedLoads: 0,
    });
  });

  it('follows a pay change and a new tier at once', async () => {
    await call(dale, 'POST', '/api/pay-config', { tier1Rate: '0.700' });
    // 1,000 × 0.70 + 200 × 0.60 = 820.00 beside the typed 1,250.55.
    expect((await statsAt(dale)).json().weeklyEarnings).toBe('2070.55');
    await call(dale, 'POST', '/api/pay-tiers', {
      id: uuidv7(),
      minMiles: 1000,
      maxMiles: null,
      rate: '0.800',
    });
    expect((await statsAt(dale)).json().weeklyEarnings).toBe('2210.55');
  });

  it('counts a load in the week it was delivered, not the week it was scheduled for', async () => {
    const rosaNew = await subscribedDriver(t, 'dash-late@example.com');
    const lastWeek = {
      pickupDate: '2026-11-12T14:00:00.000Z',
      deliveryDate: '2026-11-13T14:00:00.000Z',
    };
    await deliveredLoad(rosaNew, { ...lastWeek, revenue: 800 }, '2026-11-17T10:00:00.000Z');
    await deliveredLoad(rosaNew, { ...lastWeek, revenue: 300 });
    expect((await statsAt(rosaNew)).json()).toMatchObject({
      weeklyEarnings: '800.00',
      weeklyLoads: 1,
      monthlyEarnings: '1100.00',
      monthlyLoads: 2,
    });
  });

  it("never counts another driver's loads", async () => {
    expect((await statsAt(rosa)).json().monthlyLoads).toBe(0);
  });

  it('sends the kept answer compressed when asked, the same figures as uncompressed', async () => {
    const plain = await statsAt(dale);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      vi.useFakeTimers({ toFake: ['Date'], now });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/stats',
        headers: { cookie: dale, 'accept-encoding': encoding },
      });
      vi.useRealTimers();
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
  });
});
