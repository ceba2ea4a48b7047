import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiWithDrivers } from '../../test/accounts.js';
import { newLoadBody } from '../../test/fixtures.js';

const {
  t,
  cookies: [dale, rosa],
} = await apiWithDrivers('settle-dale@example.com', 'settle-rosa@example.com');

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('the settlement check (GET/POST/PUT/DELETE /api/settlements)', () => {
  const load = newLoadBody({
    loadNumber: 'HB-1',
    pickupDate: '2026-11-16T14:00:00.000Z',
    deliveryDate: '2026-11-17T14:00:00.000Z',
    loadedMiles: 1000,
    emptyMiles: 0,
    revenue: undefined,
    grossAmount: 3000,
  });
  let id: string;

  beforeAll(async () => {
    await call(dale, 'POST', '/api/pay-config', { payType: 'percentage', tier1Rate: 75 });
    await call(dale, 'POST', '/api/loads', load);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(load.deliveryDate) });
    try {
      await call(dale, 'PATCH', `/api/loads/${load.id}/pickup`);
      await call(dale, 'PATCH', `/api/loads/${load.id}`, { status: 'delivered' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('records a settlement $62.00 short and explains the difference by the load', async () => {
    const created = await call(dale, 'POST', '/api/settlements', {
      periodStart: '2026-11-18',
      paid: '2188.00',
      loads: [{ loadId: load.id, paid: '2188.00' }],
      deductions: [{ name: 'Insurance', amount: '45.10' }],
    });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    const check = await call(dale, 'GET', `/api/settlements/${id}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      period: { start: '2026-11-16', end: '2026-11-23' },
      expectedPay: '2250.00',
      paid: '2188.00',
      difference: '-62.00',
      deductions: '45.10',
      net: '2142.90',
      unexplained: '0.00',
      lines: [
        {
          kind: 'load',
          loadId: load.id,
          expected: '2250.00',
          paid: '2188.00',
          difference: '-62.00',
          explanation: 'HB-1: paid $2,188.00, expected $2,250.00: −$62.00',
        },
      ],
    });
  });

  it('is a synced table: listed, pulled, edited whole and deleted with a tombstone', async () => {
    expect((await call(dale, 'GET', '/api/settlements')).json()).toHaveLength(1);
    const pulled = (await call(dale, 'GET', '/api/sync/changes?since=0')).json();
    expect(pulled.settlements).toEqual([expect.objectContaining({ id, paid: '2188.00' })]);
    const edited = await call(dale, 'PUT', `/api/settlements/${id}`, {
      periodStart: '2026-11-18',
      paid: 2250,
    });
    expect(edited.json()).toMatchObject({ paid: '2250.00', loads: [], deductions: [] });
    expect((await call(dale, 'GET', `/api/settlements/${id}`)).json().difference).toBe('0.00');
    expect((await call(dale, 'DELETE', `/api/settlements/${id}`)).statusCode).toBe(200);
    const after = (await call(dale, 'GET', '/api/sync/changes?since=0')).json();
    expect(after.tombstones).toContainEqual(expect.objectContaining({ table: 'settlements', id }));
    const again = await call(dale, 'POST', '/api/settlements', {
      id,
      periodStart: '2026-11-18',
      paid: 1,
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers 404 for another driver's settlement and refuses a bad one with its message", async () => {
    const mine = await call(dale, 'POST', '/api/settlements', {
      id: uuidv7(),
      periodStart: '2026-11-18',
      paid: 10,
    });
    expect((await call(rosa, 'GET', `/api/settlements/${mine.json().id}`)).statusCode).toBe(404);
    const bad = await call(dale, 'POST', '/api/settlements', { periodStart: '18/11', paid: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a date inside the pay period (YYYY-MM-DD)');
  });
});

describe('the settlement check of a week whose month ran past a bonus band', () => {
  it('leaves out the bonus the month lost later, as the device shows it', async () => {
    // Monthly flat $500 for 2,000 to 3,000 miles. Tue 10 Nov: 2,100 mi (My pay typed $1,000).
    // Tue 24 Nov: 1,000 mi more, so November drove 3,100 mi: past the band, no bonus. The week
    // of Mon 9 Nov expects its load alone, $1,000.00, whenever it is checked.
    await call(rosa, 'POST', '/api/bonus-tiers', {
      bonusType: 'flat',
      bonusAmount: '500',
      timePeriod: 'monthly',
      minMiles: 2000,
      maxMiles: 3000,
    });
    const delivered = async (miles: number, day: string) => {
      const load = newLoadBody({
        pickupDate: `${day}T08:00:00.000Z`,
        deliveryDate: `${day}T18:00:00.000Z`,
        loadedMiles: miles,
        emptyMiles: 0,
        revenue: 1000,
      });
      await call(rosa, 'POST', '/api/loads', load);
      await call(rosa, 'PATCH', `/api/loads/${load.id}/pickup`, { at: `${day}T08:00:00.000Z` });
      const at = `${day}T18:00:00.000Z`;
      await call(rosa, 'PATCH', `/api/loads/${load.id}`, { status: 'delivered', at });
      return load.id;
    };
    const early = await delivered(2100, '2026-11-10');
    await delivered(1000, '2026-11-24');
    const created = await call(rosa, 'POST', '/api/settlements', {
      periodStart: '2026-11-10',
      paid: '1000.00',
      loads: [{ loadId: early, paid: '1000.00' }],
    });
    const check = await call(rosa, 'GET', `/api/settlements/${created.json().id}`);
    expect(check.json()).toMatchObject({
      period: { start: '2026-11-09', end: '2026-11-16' },
      expectedPay: '1000.00',
      difference: '0.00',
    });
  });
});
