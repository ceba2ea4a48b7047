import { loadMessages, loadStats, messages } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
let dale: string;
let rosa: string;

beforeAll(async () => {
  t = await build();
  dale = await subscribedDriver(t, 'dale@example.com');
  rosa = await subscribedDriver(t, 'rosa@example.com', {
    company: 'hirschbach',
    hirschbachAccount: 'otr',
  });
});
afterAll(() => t.close());

const newLoad = newLoadBody;

function call(
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  key?: string,
) {
  const headers: Record<string, string> = { cookie };
  if (key) headers['idempotency-key'] = key;
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe('values a typo can produce', () => {
  it.each([
    [{ pickupCity: 'Jop\u0000lin' }, messages.controlCharacters],
    [{ deliveryCity: 'Dal\u001blas' }, messages.controlCharacters],
    [{ notes: 'dock 4\u0000' }, messages.controlCharacters],
    [{ loadNumber: 'LS\u0000448990' }, messages.controlCharacters],
  ])(
    'refuses %j with 400 "%s", never a 500 the outbox would retry forever',
    async (change, message) => {
      const res = await call(dale, 'POST', '/api/loads', newLoad(change));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    },
  );

  it('keeps line breaks in notes', async () => {
    const res = await call(
      dale,
      'POST',
      '/api/loads',
      newLoad({ notes: 'Dock 4\nCall ahead\tplease' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toBe('Dock 4\nCall ahead\tplease');
  });

  it('stores the largest revenue and miles the form allows', async () => {
    const res = await call(
      dale,
      'POST',
      '/api/loads',
      newLoad({ revenue: 10_000_000, loadedMiles: 50_000, emptyMiles: 50_000, weight: 200_000 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ revenue: 10_000_000, totalMiles: 100_000 });
  });
});

describe('adding loads', () => {
  it('stores a load as pending with total miles computed on the server', async () => {
    const res = await call(dale, 'POST', '/api/loads', newLoad({ totalMiles: 9999 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      isActive: false,
      loadedMiles: 420,
      emptyMiles: 35,
      totalMiles: 455,
      revenue: 1250.5,
    });
  });

  it('stores no pay it would have to compute: a load without a typed pay keeps revenue null', async () => {
    const res = await call(dale, 'POST', '/api/loads', newLoad({ revenue: undefined }));
    expect(res.json()).toMatchObject({ revenue: null, grossAmount: null });
    expect(res.json()).not.toHaveProperty('revenueEstimated');
  });

  it('keeps what the load pays apart from what the driver typed as their pay, and its extras', async () => {
    const res = await call(
      rosa,
      'POST',
      '/api/loads',
      newLoad({
        grossAmount: 3000,
        revenue: 2100.5,
        extras: { detentionHours: 3.5, extraStops: 2, overrides: { tarp: 75 } },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      grossAmount: 3000,
      revenue: 2100.5,
      extras: {
        detentionHours: '3.50',
        layoverDays: 0,
        extraStops: 2,
        tarp: false,
        breakdownHours: null,
        overrides: { tarp: '75.00' },
      },
    });
    const [stored] = (await call(rosa, 'GET', '/api/loads')).json() as Record<string, unknown>[];
    expect(stored).toMatchObject({ grossAmount: 3000, extras: { overrides: { tarp: '75.00' } } });
  });

  it('takes POST /api/loads without an id, as first described, and makes one', async () => {
    const { id: _id, ...spec } = newLoad();
    const res = await call(dale, 'POST', '/api/loads', spec);
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cancels a load with TONU pay: it stays, closed, and a second call changes nothing', async () => {
    const load = newLoad();
    await call(dale, 'POST', '/api/loads', load);
    const res = await call(dale, 'PATCH', `/api/loads/${load.id}/tonu`, { amount: 150 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      isActive: false,
      extras: { overrides: { tonu: '150.00' } },
    });
    expect(res.json().actualDeliveryDate).toEqual(expect.any(String));
    const again = await call(dale, 'PATCH', `/api/loads/${load.id}/tonu`, {});
    expect(again.json()).toEqual(res.json());
    const pickup = await call(dale, 'PATCH', `/api/loads/${load.id}/pickup`);
    expect(pickup.statusCode).toBe(409);
    expect(pickup.json()).toEqual({ message: loadMessages.cancelled });
  });

  it.each([
    [{ pickupState: 'XX' }, loadMessages.pickupStateRequired],
    [{ loadedMiles: -3 }, loadMessages.milesNegative],
    [{ deliveryDate: '2026-11-17T00:00:00Z' }, loadMessages.deliveryBeforePickup],
    [{ pickupDate: 'next tuesday' }, loadMessages.pickupDateFormat],
    [{ deliveryDate: undefined }, loadMessages.deliveryDateRequired],
  ])('answers 400 to %j with "%s" and stores nothing', async (change, message) => {
    const before = (await call(dale, 'GET', '/api/loads')).json().length;
    const res = await call(dale, 'POST', '/api/loads', newLoad(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await call(dale, 'GET', '/api/loads')).json()).toHaveLength(before);
  });

  it('creates one load for a replayed call with the same Idempotency-Key', async () => {
    const load = newLoad();
    const first = await call(dale, 'POST', '/api/loads', load, 'device-a:1');
    const replay = await call(dale, 'POST', '/api/loads', load, 'device-a:1');
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.json()).toEqual(first.json());
    const all = (await call(dale, 'GET', '/api/loads')).json() as { id: string }[];
    expect(all.filter((l) => l.id === load.id)).toHaveLength(1);
  });

  it("refuses an id that is another driver's load, without revealing it", async () => {
    const load = newLoad();
    await call(dale, 'POST', '/api/loads', load);
    const res = await call(rosa, 'POST', '/api/loads', { ...load, pickupCity: 'Elsewhere' });
    expect(res.statusCode).toBe(409);
    expect(JSON.stringify(res.json())).not.toContain('Joplin');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/loads' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/loads', payload: newLoad() })).statusCode,
    ).toBe(401);
  });
});

describe('load status', () => {
  it('moves pending -> picked up -> delivered, and never back', async () => {
    const load = newLoad();
    await call(dale, 'POST', '/api/loads', load);
    const picked = await call(dale, 'PATCH', `/api/loads/${load.id}/pickup`);
    expect(picked.json()).toMatchObject({ status: 'picked_up', isActive: true });
    expect(picked.json().actualPickupDate).toBeTruthy();
    const delivered = await call(dale, 'PATCH', `/api/loads/${load.id}`, { status: 'delivered' });
    expect(delivered.json()).toMatchObject({ status: 'delivered', isActive: false });
    const back = await call(dale, 'PATCH', `/api/loads/${load.id}/pickup`);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(loadMessages.alreadyDelivered);
    expect((await call(dale, 'DELETE', `/api/loads/${load.id}`)).statusCode).toBe(409);
  });

  it('refuses to deliver a load not picked up, with the reason the device gives too', async () => {
    const load = newLoad();
    await call(dale, 'POST', '/api/loads', load);
    const skipped = await call(dale, 'PATCH', `/api/loads/${load.id}`, { status: 'delivered' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe(loadMessages.notPickedUp);
    const stored = (await call(dale, 'GET', '/api/loads')).json() as Record<string, unknown>[];
    expect(stored.find((l) => l.id === load.id)).toMatchObject({
      status: 'pending',
      actualDeliveryDate: null,
    });
  });

  it("answers 404 for unknown ids and for another driver's load", async () => {
    const load = newLoad();
    await call(dale, 'POST', '/api/loads', load);
    expect((await call(rosa, 'PATCH', `/api/loads/${load.id}/pickup`)).statusCode).toBe(404);
    expect((await call(rosa, 'DELETE', `/api/loads/${load.id}`)).statusCode).toBe(404);
    expect((await call(dale, 'PATCH', `/api/loads/${uuidv7()}/pickup`)).statusCode).toBe(404);
    expect((await call(dale, 'PATCH', '/api/loads/not-a-uuid/pickup')).statusCode).toBe(400);
  });

  it('lets a cancel win over a later edit', async () => {
    const load = newLoad();
    await call(dale, 'POST', '/api/loads', load);
    const cancelled = await call(dale, 'DELETE', `/api/loads/${load.id}`);
    expect(cancelled.json()).toEqual({ success: true, message: 'Load cancelled' });
    expect((await call(dale, 'PATCH', `/api/loads/${load.id}/pickup`)).statusCode).toBe(404);
    expect((await call(dale, 'DELETE', `/api/loads/${load.id}`)).statusCode).toBe(200);
    expect((await call(dale, 'POST', '/api/loads', load)).statusCode).toBe(409);
  });

  it('rejects a status other than delivered on PATCH', async () => {
    const load = newLoad();
    await call(dale, 'POST', '/api/loads', load);
    expect(
      (await call(dale, 'PATCH', `/api/loads/${load.id}`, { status: 'pending' })).statusCode,
    ).toBe(400);
  });
});

describe('load stats', () => {
  it('agrees with the shared rule the screen uses, in the driver week', async () => {
    const cookie = await subscribedDriver(t, 'stats@example.com');
    const now = Date.now();
    const iso = (hoursFromNow: number) => new Date(now + hoursFromNow * 3_600_000).toISOString();
    const delivered = newLoad({ pickupDate: iso(-30), deliveryDate: iso(-1) });
    const active = newLoad({ pickupDate: iso(-1), deliveryDate: iso(1) });
    await call(cookie, 'POST', '/api/loads', delivered);
    await call(cookie, 'POST', '/api/loads', active);
    await call(
      cookie,
      'POST',
      '/api/loads',
      newLoad({ pickupDate: iso(-1), deliveryDate: iso(1) }),
    );
    await call(cookie, 'PATCH', `/api/loads/${delivered.id}/pickup`);
    await call(cookie, 'PATCH', `/api/loads/${delivered.id}`, { status: 'delivered' });
    await call(cookie, 'PATCH', `/api/loads/${active.id}/pickup`);
    const stats = (await call(cookie, 'GET', '/api/loads/stats')).json();
    const stored = (await call(cookie, 'GET', '/api/loads')).json();
    expect(stats).toEqual(
      loadStats(stored, new Date(), { payPeriodStartDay: 'monday', timeZone: 'UTC' }),
    );
    expect(stats.weeklyActive).toBe(1);
    expect(stats.monthlyActive).toBe(1);
  });
});
