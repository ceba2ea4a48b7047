/**
 * A tap made with no signal reaches the server later, from the outbox: the load counts when the
 * driver tapped (the time the device sends with the tap), never when the signal came back.
 */
import type { Load } from '@haulbook/sync-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiWithDrivers } from '../../test/accounts.js';
import { newLoadBody } from '../../test/fixtures.js';

const {
  t,
  cookies: [dale, rosa],
} = await apiWithDrivers('tap-time-dale@example.com', 'tap-time-rosa@example.com');

afterEach(() => vi.useRealTimers());

/** A call (Dale's unless `cookie` says), answered while the server's clock reads `at`. */
async function callAt(
  at: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  cookie = dale,
) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
  try {
    return await t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  } finally {
    vi.useRealTimers();
  }
}

// Sunday 22 November 2026, 22:00 UTC, with no signal; the signal returns Monday 23rd at 06:00.
const sundayNight = '2026-11-22T22:00:00.000Z';
const mondayMorning = '2026-11-23T06:00:00.000Z';

async function loadOnTheRoad(change: object = {}, cookie = dale) {
  const body = newLoadBody({
    pickupDate: '2026-11-21T14:00:00.000Z',
    deliveryDate: '2026-11-22T20:00:00.000Z',
    ...change,
  });
  await callAt('2026-11-21T13:00:00.000Z', 'POST', '/api/loads', body, cookie);
  return body.id;
}

const stored = async (id: string) =>
  (await callAt(mondayMorning, 'GET', '/api/loads')).json<Load[]>().find((l) => l.id === id)!;

describe('a tap that reaches the server after the signal returns', () => {
  it('keeps the times the driver tapped Picked Up and Delivered', async () => {
    const id = await loadOnTheRoad();
    const pickedUp = '2026-11-21T15:30:00.000Z';
    await callAt(mondayMorning, 'PATCH', `/api/loads/${id}/pickup`, { at: pickedUp });
    await callAt(mondayMorning, 'PATCH', `/api/loads/${id}`, {
      status: 'delivered',
      at: sundayNight,
    });
    expect(await stored(id)).toMatchObject({
      status: 'delivered',
      actualPickupDate: pickedUp,
      actualDeliveryDate: sundayNight,
    });
  });

  it("counts the delivery in the week it was tapped: last week's $1,250.50, none this week", async () => {
    const trip = { loadedMiles: 500, emptyMiles: 0, revenue: 1250.5 };
    const id = await loadOnTheRoad(trip, rosa);
    const tap = (url: string, body: object) => callAt(mondayMorning, 'PATCH', url, body, rosa);
    await tap(`/api/loads/${id}/pickup`, { at: '2026-11-21T15:30:00.000Z' });
    await tap(`/api/loads/${id}`, { status: 'delivered', at: sundayNight });
    const noon = '2026-11-23T12:00:00.000Z';
    const stats = (await callAt(noon, 'GET', '/api/dashboard/stats', undefined, rosa)).json();
    expect(stats).toMatchObject({ weeklyEarnings: '0.00', weeklyLoads: 0, weeklyMiles: 0 });
    expect(stats.payPeriods.at(-2)).toMatchObject({
      start: '2026-11-16',
      earnings: '1250.50',
      loads: 1,
      miles: 500,
    });
  });

  it('keeps the time a TONU cancel was tapped', async () => {
    const id = await loadOnTheRoad();
    await callAt(mondayMorning, 'PATCH', `/api/loads/${id}/tonu`, { at: sundayNight });
    expect(await stored(id)).toMatchObject({
      status: 'cancelled',
      actualDeliveryDate: sundayNight,
    });
  });

  it("takes the server's time for a tap dated after it (a device clock running ahead)", async () => {
    const id = await loadOnTheRoad();
    await callAt(mondayMorning, 'PATCH', `/api/loads/${id}/pickup`, {
      at: '2026-11-24T09:00:00.000Z',
    });
    expect((await stored(id)).actualPickupDate).toBe(mondayMorning);
  });

  it("takes the server's time for a tap sent without one (an older app)", async () => {
    const id = await loadOnTheRoad();
    await callAt(mondayMorning, 'PATCH', `/api/loads/${id}/pickup`);
    await callAt(mondayMorning, 'PATCH', `/api/loads/${id}`, { status: 'delivered' });
    expect(await stored(id)).toMatchObject({
      actualPickupDate: mondayMorning,
      actualDeliveryDate: mondayMorning,
    });
  });

  it('never dates a delivery before its pickup, whatever another phone’s clock said', async () => {
    const id = await loadOnTheRoad();
    await callAt(mondayMorning, 'PATCH', `/api/loads/${id}/pickup`, { at: sundayNight });
    // Delivered from a second phone whose clock runs two hours behind.
    await callAt(mondayMorning, 'PATCH', `/api/loads/${id}`, {
      status: 'delivered',
      at: '2026-11-22T20:00:00.000Z',
    });
    expect((await stored(id)).actualDeliveryDate).toBe(sundayNight);
  });

  it("takes the server's time for a tap from a phone whose clock was reset to 1970", async () => {
    const id = await loadOnTheRoad();
    const res = await callAt(mondayMorning, 'PATCH', `/api/loads/${id}/pickup`, {
      at: '1970-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect((await stored(id)).actualPickupDate).toBe(mondayMorning);
  });

  it('refuses a tap time that is not an instant', async () => {
    const id = await loadOnTheRoad();
    const res = await callAt(mondayMorning, 'PATCH', `/api/loads/${id}/pickup`, {
      at: 'last sunday',
    });
    expect(res.statusCode).toBe(400);
    expect((await stored(id)).status).toBe('pending');
  });
});
