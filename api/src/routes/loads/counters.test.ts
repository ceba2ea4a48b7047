/** The server's Load Management counters on the examples the device's screen test also checks. */
import {
  loadCounterExamples,
  loadCounterExpected,
  loadCounterNow,
  type LoadCounterExample,
} from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await build();
  cookie = await subscribedDriver(t, 'counters@example.com');
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Taps Picked Up and Delivered at the example's times, as a driver would have. */
async function haul(example: LoadCounterExample) {
  const body = newLoadBody({ pickupDate: example.pickupDate, deliveryDate: example.deliveryDate });
  expect((await call('POST', '/api/loads', body)).statusCode).toBe(201);
  if (example.status === 'pending') return;
  vi.setSystemTime(new Date(example.pickedUpAt ?? example.pickupDate));
  expect((await call('PATCH', `/api/loads/${body.id}/pickup`)).statusCode).toBe(200);
  if (example.status === 'delivered') {
    vi.setSystemTime(new Date(example.deliveredAt ?? example.deliveryDate));
    expect((await call('PATCH', `/api/loads/${body.id}`, { status: 'delivered' })).statusCode).toBe(
      200,
    );
  }
  // A load stored before the times were kept has none: its scheduled dates stand in.
  if (!example.pickedUpAt || !example.deliveredAt) {
    await t.app.db
      .updateTable('loads')
      .set({
        ...(example.pickedUpAt ? {} : { actualPickupDate: null }),
        ...(example.deliveredAt ? {} : { actualDeliveryDate: null }),
      })
      .where('id', '=', body.id)
      .execute();
  }
}

describe('load counters with actual pickup and delivery times', () => {
  it('counts the shared examples as the device does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const example of loadCounterExamples) await haul(example);
    vi.setSystemTime(new Date(loadCounterNow));
    const stats = (await call('GET', '/api/loads/stats')).json();
    expect(stats).toEqual(loadCounterExpected);
  });

  it('keeps when a load was delivered', async () => {
    vi.useRealTimers();
    const body = newLoadBody({});
    await call('POST', '/api/loads', body);
    await call('PATCH', `/api/loads/${body.id}/pickup`);
    const before = Date.now();
    const delivered = (
      await call('PATCH', `/api/loads/${body.id}`, { status: 'delivered' })
    ).json();
    expect(Date.parse(delivered.actualDeliveryDate)).toBeGreaterThanOrEqual(before - 1000);
  });
});
