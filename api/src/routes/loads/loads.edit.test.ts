import { loadMessages, type Load } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it, vi } from 'vitest';
import { apiWithDrivers } from '../../test/accounts.js';
import { newLoadBody } from '../../test/fixtures.js';

const {
  t,
  cookies: [dale, rosa],
} = await apiWithDrivers('edit-dale@example.com', 'edit-rosa@example.com');

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  key?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

async function added(change: object = {}) {
  const load = newLoadBody(change);
  expect((await call(dale, 'POST', '/api/loads', load)).statusCode).toBe(201);
  const { id, ...fields } = load;
  return { id, fields };
}

describe('editing a load (PUT /api/loads/{id})', () => {
  it('replaces every field of the add form and recomputes total miles, keeping the status', async () => {
    const { id, fields } = await added();
    await call(dale, 'PATCH', `/api/loads/${id}/pickup`);
    const res = await call(dale, 'PUT', `/api/loads/${id}`, {
      ...fields,
      loadNumber: 'LS-448990',
      deliveryCity: 'Fort Worth',
      loadedMiles: 455,
      emptyMiles: 10,
      revenue: 1400.25,
      notes: 'Gate 3',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      loadNumber: 'LS-448990',
      deliveryCity: 'Fort Worth',
      totalMiles: 465,
      revenue: 1400.25,
      status: 'picked_up',
      notes: 'Gate 3',
    });
    const listed = (await call(dale, 'GET', '/api/loads')).json<Load[]>().find((l) => l.id === id);
    expect(listed).toMatchObject({ loadedMiles: 455, totalMiles: 465, status: 'picked_up' });
    expect(listed!.version).toBe(res.json().version);
  });

  it('leaves the pay computed when an edit sends none: it never freezes a figure', async () => {
    const { id, fields } = await added({ revenue: 1000 });
    const { revenue: _, ...noRevenue } = fields;
    const res = await call(dale, 'PUT', `/api/loads/${id}`, {
      ...noRevenue,
      loadedMiles: 2050,
      emptyMiles: 0,
      grossAmount: 3100,
    });
    expect(res.json()).toMatchObject({ revenue: null, grossAmount: 3100, totalMiles: 2050 });
  });

  it('refuses what the add form refuses, with its messages', async () => {
    const { id, fields } = await added();
    const res = await call(dale, 'PUT', `/api/loads/${id}`, { ...fields, loadedMiles: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(loadMessages.milesNegative);
  });

  it("answers 404 for another driver's load and changes nothing", async () => {
    const { id, fields } = await added();
    const res = await call(rosa, 'PUT', `/api/loads/${id}`, { ...fields, loadedMiles: 1 });
    expect(res.statusCode).toBe(404);
    const mine = (await call(dale, 'GET', '/api/loads')).json<Load[]>().find((l) => l.id === id);
    expect(mine?.loadedMiles).toBe(fields.loadedMiles);
  });

  it('lets a cancel win over a later edit', async () => {
    const { id, fields } = await added();
    await call(dale, 'DELETE', `/api/loads/${id}`);
    const res = await call(dale, 'PUT', `/api/loads/${id}`, { ...fields, loadedMiles: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(loadMessages.notFound);
  });

  it('answers a replayed edit with its first answer, even after a later edit', async () => {
    const { id, fields } = await added();
    const key = `phone:${uuidv7()}`;
    const first = await call(dale, 'PUT', `/api/loads/${id}`, { ...fields, loadedMiles: 500 }, key);
    await call(dale, 'PUT', `/api/loads/${id}`, { ...fields, loadedMiles: 600 });
    const replay = await call(
      dale,
      'PUT',
      `/api/loads/${id}`,
      { ...fields, loadedMiles: 500 },
      key,
    );
    expect(replay.json()).toEqual(first.json());
    const listed = (await call(dale, 'GET', '/api/loads')).json<Load[]>().find((l) => l.id === id);
    expect(listed?.loadedMiles).toBe(600);
  });

  it('leaves the status alone: an edit after delivery keeps it delivered', async () => {
    const { id, fields } = await added();
    await call(dale, 'PATCH', `/api/loads/${id}/pickup`);
    await call(dale, 'PATCH', `/api/loads/${id}`, { status: 'delivered' });
    const res = await call(dale, 'PUT', `/api/loads/${id}`, { ...fields, status: 'pending' });
    expect(res.json().status).toBe('delivered');
  });
});

describe('correcting the delivery date of a delivered load', () => {
  it('moves its pay to the day the driver says it was delivered: $1,250.50 in the week of 16 Nov', async () => {
    // Entered late: delivered Sat 21 Nov, tapped Delivered on Tue 24th; the driver corrects the date.
    const load = newLoadBody({
      pickupDate: '2026-11-20T14:00:00.000Z',
      deliveryDate: '2026-11-24T14:00:00.000Z',
      loadedMiles: 500,
      emptyMiles: 0,
      revenue: 1250.5,
    });
    const { id, ...fields } = load;
    await call(rosa, 'POST', '/api/loads', load);
    await call(rosa, 'PATCH', `/api/loads/${id}/pickup`, { at: '2026-11-24T14:00:00.000Z' });
    await call(rosa, 'PATCH', `/api/loads/${id}`, {
      status: 'delivered',
      at: '2026-11-24T15:00:00.000Z',
    });
    const edited = await call(rosa, 'PUT', `/api/loads/${id}`, {
      ...fields,
      deliveryDate: '2026-11-21T20:00:00.000Z',
    });
    expect(edited.json()).toMatchObject({
      actualDeliveryDate: '2026-11-21T20:00:00.000Z',
      actualPickupDate: '2026-11-20T14:00:00.000Z',
    });
    // Asked on Wed 25 Nov, so the week of 16 Nov is among the chart's periods whenever this runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T12:00:00.000Z') });
    const stats = await call(rosa, 'GET', '/api/dashboard/stats')
      .then((res) => res.json())
      .finally(() => vi.useRealTimers());
    const week = stats.payPeriods.find((p: { start: string }) => p.start === '2026-11-16');
    expect(week).toMatchObject({ earnings: '1250.50', loads: 1, miles: 500 });
  });
});
