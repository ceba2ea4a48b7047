import { maintenanceMessages, type SyncChanges } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { postMultipart } from '../../test/multipart.js';
import { newMaintenanceItemBody, tinyPng as png } from '../../test/fixtures.js';

let t: TestApp;
let dale: string;
let rosa: string;

beforeAll(async () => {
  t = await build();
  // No plan needed: the subscription gate covers Loads and Fuel only.
  dale = await signIn(t, (await signUp(t, 'maint-dale@example.com')).email);
  rosa = await signIn(t, (await signUp(t, 'maint-rosa@example.com')).email);
});
afterAll(() => t.close());

const json = (cookie: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

const oil = newMaintenanceItemBody;

const postCost = (cookie: string, fields: Record<string, string>, receipt?: Buffer) =>
  postMultipart(
    t,
    cookie,
    '/api/maintenance/costs',
    fields,
    receipt && { bytes: receipt, name: 'r.png', type: 'image/png' },
  );

const changes = async (cookie: string) =>
  (await get(cookie, '/api/sync/changes')).json<SyncChanges>();

describe('service items', () => {
  it('are added, edited and deleted by their owner, and reach other devices', async () => {
    const item = oil();
    expect((await json(dale, 'POST', '/api/maintenance/items', item)).statusCode).toBe(201);
    const { id, ...fields } = item;
    const edited = await json(dale, 'PUT', `/api/maintenance/items/${id}`, {
      ...fields,
      lastServiceOdometer: 115_000,
    });
    expect(edited.json()).toMatchObject({ id, lastServiceOdometer: 115_000 });
    expect((await changes(dale)).maintenanceItems).toEqual([
      expect.objectContaining({ id, name: 'Oil and filters', lastServiceOdometer: 115_000 }),
    ]);
    expect((await changes(rosa)).maintenanceItems).toEqual([]);

    expect((await json(rosa, 'PUT', `/api/maintenance/items/${id}`, fields)).statusCode).toBe(404);
    expect((await json(rosa, 'DELETE', `/api/maintenance/items/${id}`)).statusCode).toBe(404);
    expect((await json(dale, 'DELETE', `/api/maintenance/items/${id}`)).statusCode).toBe(200);
    expect((await json(dale, 'DELETE', `/api/maintenance/items/${id}`)).statusCode).toBe(200);
    const late = await json(dale, 'PUT', `/api/maintenance/items/${id}`, fields);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(maintenanceMessages.itemNotFound);
    const after = await changes(dale);
    expect(after.maintenanceItems).toEqual([]);
    expect(after.tombstones).toContainEqual(
      expect.objectContaining({ table: 'maintenanceItems', id }),
    );
  });

  it('need an interval, and are kept apart from another driver reusing an id', async () => {
    const none = await json(dale, 'POST', '/api/maintenance/items', oil({ intervalMiles: null }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(maintenanceMessages.intervalRequired);
    const item = oil();
    await json(dale, 'POST', '/api/maintenance/items', item);
    expect((await json(rosa, 'POST', '/api/maintenance/items', item)).statusCode).toBe(409);
  });
});

describe('maintenance costs', () => {
  it('are logged in exact cents with a receipt photo only their owner can open', async () => {
    const item = oil();
    await json(dale, 'POST', '/api/maintenance/items', item);
    const id = uuidv7();
    const res = await postCost(
      dale,
      { id, itemId: item.id, date: '2026-11-20', description: 'Oil change', amount: '412.50' },
      png,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: '412.50', itemId: item.id, odometer: null });
    const photo = await get(dale, `/api/maintenance/costs/${id}/receipt`);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await get(rosa, `/api/maintenance/costs/${id}/receipt`)).statusCode).toBe(404);
  });

  it('outlive the item they were for, and are deleted once', async () => {
    const item = oil();
    await json(dale, 'POST', '/api/maintenance/items', item);
    const id = uuidv7();
    const fields = { id, itemId: item.id, date: '2026-11-20', description: 'Brakes', amount: '90' };
    await postCost(dale, { ...fields, odometer: '120000' });
    await json(dale, 'DELETE', `/api/maintenance/items/${item.id}`);
    const cost = (await changes(dale)).maintenanceCosts.find((c) => c.id === id);
    expect(cost).toMatchObject({ itemId: null, amount: '90.00', odometer: 120_000 });
    expect((await json(rosa, 'DELETE', `/api/maintenance/costs/${id}`)).statusCode).toBe(404);
    expect((await json(dale, 'DELETE', `/api/maintenance/costs/${id}`)).statusCode).toBe(200);
    expect((await changes(dale)).maintenanceCosts.some((c) => c.id === id)).toBe(false);
  });

  it('refuses amounts past the cent', async () => {
    const res = await postCost(dale, {
      id: uuidv7(),
      date: '2026-11-20',
      description: 'Tires',
      amount: '1.005',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(maintenanceMessages.amountInvalid);
  });

  it('travel in a batched push without a photo, through the same rules', async () => {
    const item = oil();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie: dale },
      payload: {
        deviceId: `maint-${uuidv7()}`,
        entries: [
          { seq: 1, method: 'POST', path: '/api/maintenance/items', body: item },
          {
            seq: 2,
            method: 'POST',
            path: '/api/maintenance/costs',
            body: {
              id: uuidv7(),
              itemId: item.id,
              date: '2026-11-21',
              description: 'Oil',
              amount: '300',
            },
          },
          { seq: 3, method: 'DELETE', path: `/api/maintenance/costs/${uuidv7()}` },
        ],
      },
    });
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([201, 201, 404]);
  });
});
