/**
 * Every date the API takes lies between 2000-01-01 and 2100-12-31 (issue 28): a year 10000 or a
 * year 0 is refused with a message naming the field, as REST and in a batch, and whatever is
 * stored can be sent back as it is (an edit of a load dated on the last day passes again).
 */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';
import { multipartBody, newLoadBody } from '../test/fixtures.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await build();
  cookie = await subscribedDriver(t, 'calendar@example.com');
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

async function form(url: string, fields: Record<string, string>) {
  const { contentType, payload } = await multipartBody(fields);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}

const pickupRange = 'Pickup date must be between 2000-01-01 and 2100-12-31';
const deliveryRange = 'Delivery date must be between 2000-01-01 and 2100-12-31';
const dayRange = 'Date must be between 2000-01-01 and 2100-12-31';

describe('a load', () => {
  it.each([
    ['9999-12-31T23:59:59-14:00', '9999-12-31T23:59:59-14:00', pickupRange],
    ['1999-12-31T23:59:59Z', '2026-11-19T20:00:00.000Z', pickupRange],
    ['2100-12-31T20:00:00Z', '2100-12-31T23:59:59-05:00', deliveryRange],
  ])('picked up %s, delivered %s, is refused: "%s"', async (pickupDate, deliveryDate, message) => {
    const body = newLoadBody({ pickupDate, deliveryDate });
    const res = await json('POST', '/api/loads', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie },
      payload: { deviceId: 'd', entries: [{ seq: 1, method: 'POST', path: '/api/loads', body }] },
    });
    expect(batch.json().results).toEqual([{ status: 400, body: { message } }]);
  });

  it('is kept on the first and the last day, and the stored dates pass an edit as they are', async () => {
    const body = newLoadBody({
      pickupDate: '2000-01-01T00:00:00Z',
      deliveryDate: '2100-12-31T23:59:59-00:00',
    });
    const created = await json('POST', '/api/loads', body);
    expect(created.statusCode).toBe(201);
    const stored = created.json<{ pickupDate: string; deliveryDate: string }>();
    expect(stored).toMatchObject({
      pickupDate: '2000-01-01T00:00:00.000Z',
      deliveryDate: '2100-12-31T23:59:59.000Z',
    });
    const { id: _id, ...fields } = body;
    const edited = await json('PUT', `/api/loads/${body.id}`, {
      ...fields,
      pickupDate: stored.pickupDate,
      deliveryDate: stored.deliveryDate,
    });
    expect(edited.statusCode).toBe(200);
  });
});

describe('a fill-up and a maintenance cost', () => {
  it.each(['0000-01-01', '1999-12-31', '2101-01-01', '2100-12-31T23:00:00-05:00'])(
    'a fill-up dated %s is refused',
    async (date) => {
      const fuel = await form('/api/fuel', {
        id: uuidv7(),
        date,
        odometer: '100000',
        gallons: '50',
        pricePerGallon: '3.5',
      });
      expect(fuel.statusCode).toBe(400);
      expect(fuel.body).toBe(dayRange);
    },
  );

  it.each(['0000-01-01', '1999-12-31', '2101-01-01'])(
    'a cost dated %s is refused',
    async (date) => {
      const cost = await form('/api/maintenance/costs', {
        id: uuidv7(),
        date,
        description: 'Tires',
        amount: '900',
      });
      expect(cost.statusCode).toBe(400);
      expect(cost.json()).toEqual({ message: dayRange });
    },
  );

  it('are kept on the first and the last day', async () => {
    for (const date of ['2000-01-01', '2100-12-31', '2100-12-31T23:59:59Z']) {
      const fields = {
        id: uuidv7(),
        date,
        odometer: '100000',
        gallons: '50',
        pricePerGallon: '3.5',
      };
      expect((await form('/api/fuel', fields)).statusCode).toBe(201);
      const cost = { id: uuidv7(), date: date.slice(0, 10), description: 'Tires', amount: '900' };
      expect((await form('/api/maintenance/costs', cost)).statusCode).toBe(201);
    }
  });
});
