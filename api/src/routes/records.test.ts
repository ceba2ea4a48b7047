/**
 * The records a driver's fields become, through the real API: each worked example of
 * sync-protocol's record-cases.ts (the same ones web/src/data/records.test.ts runs through the
 * device's writes) logged by a driver of its own, answered and stored with the figures worked out
 * by hand there.
 */
import {
  fillUpCases,
  maintenanceCostCases,
  type FuelEntry,
  type MaintenanceCost,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';
import { postMultipart } from '../test/multipart.js';

let t: TestApp;
let drivers = 0;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const driver = () => subscribedDriver(t, `records-${drivers++}@example.com`);

describe('a fill-up', () => {
  it.each(fillUpCases)('$name', async ({ previousDieselAt, fields, expected }) => {
    const cookie = await driver();
    if (previousDieselAt !== undefined) {
      const before = { ...fields, odometer: String(previousDieselAt), fuelType: 'diesel' };
      const res = await postMultipart(t, cookie, '/api/fuel', { ...before, id: uuidv7() });
      expect(res.statusCode).toBe(201);
    }
    const id = uuidv7();
    const res = await postMultipart(t, cookie, '/api/fuel', { ...fields, id });
    expect(res.statusCode).toBe(201);
    expect(res.json<FuelEntry>()).toMatchObject({
      id,
      odometer: Number(fields.odometer),
      ...expected,
    });
    const stored = await t.app.inject({ method: 'GET', url: '/api/fuel', headers: { cookie } });
    expect(stored.json<FuelEntry[]>().find((entry) => entry.id === id)).toMatchObject(expected);
  });
});

describe('a maintenance cost', () => {
  it.each(maintenanceCostCases)('$name', async ({ fields, expected }) => {
    const cookie = await driver();
    const id = uuidv7();
    const res = await postMultipart(t, cookie, '/api/maintenance/costs', { ...fields, id });
    expect(res.statusCode).toBe(201);
    expect(res.json<MaintenanceCost>()).toMatchObject({ id, itemId: null, ...expected });
  });
});
