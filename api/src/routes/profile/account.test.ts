/**
 * Preferences, the export of everything a driver owns, importing it back without duplicates, and
 * the deletion of an account: no row and no file of the driver may be left behind.
 */
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { tinyPng as png } from '../../test/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const load = () => ({
  id: uuidv7(),
  loadNumber: 'LS-1001',
  pickupCity: 'Joplin',
  pickupState: 'MO',
  deliveryCity: 'Dallas',
  deliveryState: 'TX',
  pickupDate: '2026-11-18T14:00:00.000Z',
  deliveryDate: '2026-11-19T14:00:00.000Z',
  loadedMiles: 400,
  emptyMiles: 20,
  revenue: 1200.5,
});

async function postFuelWithReceipt(cookie: string, id: string) {
  const form = new FormData();
  const fields = { id, date: '2026-11-18', odometer: '100000', gallons: '100.500' };
  for (const [k, v] of Object.entries({ ...fields, pricePerGallon: '3.899', fuelType: 'diesel' }))
    form.append(k, v);
  form.append('receipt', new Blob([png], { type: 'image/png' }), 'r.png');
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/fuel',
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('preferences', () => {
  it('starts with miles and the stored notifications default, and keeps what is posted', async () => {
    const cookie = await signIn(t, (await signUp(t, 'prefs@example.com')).email);
    expect((await call(cookie, 'GET', '/api/preferences')).json()).toMatchObject({
      distanceUnit: 'miles',
      pushNotifications: true,
    });
    const res = await call(cookie, 'POST', '/api/preferences', { distanceUnit: 'km' });
    expect(res.json()).toMatchObject({ distanceUnit: 'km', pushNotifications: true });
    await call(cookie, 'POST', '/api/preferences', { pushNotifications: false });
    const pulled = (await call(cookie, 'GET', '/api/sync/changes')).json();
    expect(pulled.userPreferences).toEqual([
      expect.objectContaining({ distanceUnit: 'km', pushNotifications: false }),
    ]);
  });

  it('refuses a unit it does not know', async () => {
    const cookie = await signIn(t, (await signUp(t, 'prefs-bad@example.com')).email);
    const res = await call(cookie, 'POST', '/api/preferences', { distanceUnit: 'furlongs' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('distanceUnit must be miles or km');
  });
});

describe('export and import', () => {
  it('exports every row of every synced table of the driver and nobody else', async () => {
    const cookie = await subscribedDriver(t, 'export-dale@example.com');
    const other = await subscribedDriver(t, 'export-rosa@example.com');
    const mine = load();
    await call(cookie, 'POST', '/api/loads', mine);
    await call(other, 'POST', '/api/loads', load());
    const fuelId = uuidv7();
    await postFuelWithReceipt(cookie, fuelId);
    const res = await call(cookie, 'GET', '/api/profile/export');
    const { tables } = res.json();
    expect(tables.loads).toEqual([
      expect.objectContaining({ id: mine.id, loadNumber: 'LS-1001', revenue: 1200.5 }),
    ]);
    expect(tables.fuelEntries).toEqual([
      expect.objectContaining({ id: fuelId, receiptUrl: `/api/fuel/${fuelId}/receipt` }),
    ]);
    expect(tables.userPreferences).toHaveLength(1);
  });

  it('imports the same records twice through the outbox calls without a duplicate', async () => {
    const cookie = await subscribedDriver(t, 'import-dale@example.com');
    const rows = [load(), load()];
    const entries = rows.map((body, i) => ({
      seq: i + 1,
      method: 'POST',
      path: '/api/loads',
      body,
    }));
    const push = (deviceId: string) =>
      call(cookie, 'POST', '/api/sync/push', { deviceId, entries });
    expect(
      (await push('import-1')).json().results.map((r: { status: number }) => r.status),
    ).toEqual([201, 201]);
    // A second import (another device, new keys) finds the ids already there.
    expect(
      (await push('import-2')).json().results.map((r: { status: number }) => r.status),
    ).toEqual([200, 200]);
    const loads = (await call(cookie, 'GET', '/api/loads')).json() as { id: string }[];
    expect(loads.map((l) => l.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });
});

/** Every row of every table, as text, on SQLite or PostgreSQL. */
async function everyRowAsText(): Promise<string[]> {
  const db = t.app.db;
  const names =
    t.app.dialect === 'postgres'
      ? (
          await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema()`.execute(db)
        ).rows
      : (
          await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(
            db,
          )
        ).rows;
  const out: string[] = [];
  for (const { name } of names) {
    const rows = await sql<object>`SELECT * FROM ${sql.table(name)}`.execute(db);
    out.push(...rows.rows.map((row) => `${name}: ${JSON.stringify(row)}`));
  }
  return out;
}

describe('deleting the account', () => {
  it('refuses unless the email is typed exactly', async () => {
    const cookie = await subscribedDriver(t, 'delete-typo@example.com');
    const res = await call(cookie, 'DELETE', '/api/profile', { email: 'delete-typ@example.com' });
    expect(res.statusCode).toBe(400);
    expect((await call(cookie, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('leaves no row and no file of the driver, and signs out every device', async () => {
    const email = 'delete-me@example.com';
    const cookie = await subscribedDriver(t, email);
    const elsewhere = await signIn(t, email);
    const userId = (await call(cookie, 'GET', '/api/auth/me')).json().user.id as string;
    await call(cookie, 'POST', '/api/loads', load());
    await postFuelWithReceipt(cookie, uuidv7());
    await call(cookie, 'POST', '/api/preferences', { distanceUnit: 'km' });
    await call(cookie, 'PATCH', '/api/profile', {
      displayName: 'Dale',
      email: 'moved@example.com',
    });
    const form = new FormData();
    form.append('profileImage', new Blob([png], { type: 'image/png' }), 'me.png');
    const encoded = new Response(form);
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload-image',
      headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    const keeper = await subscribedDriver(t, 'delete-keeper@example.com');
    await call(keeper, 'POST', '/api/loads', load());

    const uploads = async () =>
      (await t.files.list('')).map((o) => o.key).filter((key) => key.includes(userId));
    expect((await uploads()).length).toBeGreaterThanOrEqual(2);
    expect((await everyRowAsText()).some((r) => r.includes(userId))).toBe(true);

    const res = await call(cookie, 'DELETE', '/api/profile', { email });
    expect(res.statusCode).toBe(200);

    const left = (await everyRowAsText()).filter(
      (r) => r.includes(userId) || r.includes(email) || r.includes('moved@example.com'),
    );
    expect(left).toEqual([]);
    expect(await uploads()).toEqual([]);
    expect((await call(cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(elsewhere, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(keeper, 'GET', '/api/loads')).json()).toHaveLength(1);
  });
});
