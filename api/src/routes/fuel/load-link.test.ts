/** A fill-up logged during a load goes with it, but only with a load of the same driver. */
import { fuelMessages } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { multipartBody, newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
let dale: string;
let rosa: string;
let dalesLoad: string;

beforeAll(async () => {
  t = await build();
  dale = await subscribedDriver(t, 'link-dale@example.com');
  rosa = await subscribedDriver(t, 'link-rosa@example.com');
  const load = newLoadBody();
  await t.app.inject({
    method: 'POST',
    url: '/api/loads',
    headers: { cookie: dale },
    payload: load,
  });
  dalesLoad = load.id;
});
afterAll(() => t.close());

async function postFuel(cookie: string, change: Record<string, string>) {
  const { payload, contentType } = await multipartBody({
    id: uuidv7(),
    date: '2026-11-18',
    odometer: '100000',
    gallons: '100.500',
    pricePerGallon: '3.899',
    fuelType: 'diesel',
    ...change,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/fuel',
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}

describe('the load of a fill-up', () => {
  it("keeps the driver's own load", async () => {
    const res = await postFuel(dale, { assignedLoadId: dalesLoad });
    expect(res.statusCode).toBe(201);
    expect(res.json().assignedLoadId).toBe(dalesLoad);
  });

  it("refuses another driver's load, or one that does not exist, as not found", async () => {
    const theirs = await postFuel(rosa, { assignedLoadId: dalesLoad });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe('Load not found');
    const none = await postFuel(dale, { assignedLoadId: uuidv7() });
    expect(none.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/fuel', headers: { cookie: rosa } });
    expect(list.json()).toEqual([]);
  });

  it('keeps the fill-up, unlinked, when the load was cancelled before it arrived', async () => {
    const load = newLoadBody();
    await t.app.inject({
      method: 'POST',
      url: '/api/loads',
      headers: { cookie: dale },
      payload: load,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/loads/${load.id}`,
      headers: { cookie: dale },
    });
    const res = await postFuel(dale, { assignedLoadId: load.id, odometer: '100500' });
    expect(res.statusCode).toBe(201);
    expect(res.json().assignedLoadId).toBeNull();
  });

  it('refuses a load id that is not an id', async () => {
    const res = await postFuel(dale, { assignedLoadId: 'LS-4471' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(fuelMessages.loadInvalid);
  });
});
