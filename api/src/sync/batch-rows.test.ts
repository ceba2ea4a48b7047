/**
 * A batch holds the rows its entries name (batch-rows.ts): what each entry reads of them must be
 * what the entries before it left, whoever wrote them and however (an update, a delete that the
 * database cascades, a write of many rows at once), on SQLite and PostgreSQL alike.
 */
import { loadMessages, type PushEntry } from '@haulbook/sync-protocol';
import { PostgresAdapter, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';
import { newFillUpBody as fill, newLoadBody, newMaintenanceItemBody } from '../test/fixtures.js';

let t: TestApp;
let ana: string;
let ben: string;
let cara: string;
let dan: string;

beforeAll(async () => {
  t = await build();
  ana = await subscribedDriver(t, 'ana.batch@example.com');
  ben = await subscribedDriver(t, 'ben.batch@example.com');
  cara = await subscribedDriver(t, 'cara.batch@example.com');
  dan = await subscribedDriver(t, 'dan.batch@example.com');
});
afterAll(() => t.close());

let seq = 0;
type Call = [PushEntry['method'], string, unknown?];

/** Pushes `calls` as one batch; the status and body of each answer. */
async function push(cookie: string, calls: Call[]) {
  const entries = calls.map(([method, path, body]) => ({
    seq: ++seq,
    method,
    path,
    ...(body !== undefined ? { body } : {}),
  }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { cookie },
    payload: { deviceId: 'held-rows', entries },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: { status: number; body: Record<string, unknown> }[] }>().results;
}

describe('a batch reading rows it wrote itself', () => {
  it('sees each write of the entries before it', async () => {
    const load = newLoadBody();
    const first = fill({ odometer: '200000' });
    const again = fill({ id: first.id, odometer: '200000' });
    const results = await push(ana, [
      ['POST', '/api/loads', load],
      ['PATCH', `/api/loads/${load.id}/pickup`],
      ['POST', '/api/fuel', { ...first, assignedLoadId: load.id }],
      // The same fill-up under another key: answered with the row as it is, its load linked.
      ['POST', '/api/fuel', again],
      ['DELETE', `/api/loads/${load.id}`],
      ['POST', '/api/loads', load],
      ['PATCH', `/api/loads/${load.id}/pickup`],
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 200, 201, 200, 200, 409, 404]);
    expect(results[1]!.body).toMatchObject({ status: 'picked_up' });
    expect(results[3]!.body).toMatchObject({ id: first.id, assignedLoadId: load.id });
    expect(results[5]!.body.message).toBe('This load was cancelled');
    expect(results[6]!.body.message).toBe(loadMessages.notFound);
  });

  it("sees the database's own change of a row another write cascaded to", async () => {
    const load = newLoadBody();
    const linked = fill({ odometer: '300000', assignedLoadId: load.id });
    const results = await push(ana, [
      ['POST', '/api/loads', load],
      ['POST', '/api/fuel', linked],
      ['DELETE', `/api/loads/${load.id}`],
      ['POST', '/api/fuel', { ...linked, assignedLoadId: undefined }],
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 200, 200]);
    expect(results[3]!.body).toMatchObject({ id: linked.id, assignedLoadId: null });
  });

  it('sees costs unfiled from a deleted item', async () => {
    const item = newMaintenanceItemBody();
    const cost = {
      id: uuidv7(),
      itemId: item.id,
      date: '2026-11-21',
      description: 'Oil',
      amount: '300',
    };
    const results = await push(ana, [
      ['POST', '/api/maintenance/items', item],
      ['POST', '/api/maintenance/costs', cost],
      ['DELETE', `/api/maintenance/items/${item.id}`],
      ['POST', '/api/maintenance/costs', { ...cost, itemId: undefined }],
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 200, 200]);
    expect(results[3]!.body).toMatchObject({ id: cost.id, itemId: null });
  });

  it("refuses an id another driver holds, and neither reveals nor changes that driver's row", async () => {
    const load = newLoadBody({ loadNumber: 'ANA-1' });
    await push(ana, [['POST', '/api/loads', load]]);
    const results = await push(ben, [
      ['POST', '/api/loads', newLoadBody({ id: load.id, loadNumber: 'BEN-1' })],
      ['PATCH', `/api/loads/${load.id}/pickup`],
      ['DELETE', `/api/loads/${load.id}`],
      ['POST', '/api/loads', newLoadBody({ id: load.id, loadNumber: 'BEN-1' })],
      ['POST', '/api/loads', newLoadBody({ loadNumber: 'BEN-2' })],
    ]);
    expect(results.map((r) => r.status)).toEqual([409, 404, 404, 409, 201]);
    expect(JSON.stringify(results.slice(0, 2))).not.toContain('ANA-1');
    const [mine] = await push(ana, [['POST', '/api/loads', load]]);
    expect(mine!.body).toMatchObject({ loadNumber: 'ANA-1', status: 'pending' });
  });

  it('answers a refusal in its place after the batch runs again entry by entry', async () => {
    const load = newLoadBody();
    const results = await push(ana, [
      ['POST', '/api/loads', load],
      ['PATCH', `/api/loads/${uuidv7()}/pickup`],
      ['PATCH', `/api/loads/${load.id}/pickup`],
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 404, 200]);
    expect(results[2]!.body).toMatchObject({ id: load.id, status: 'picked_up' });
  });
});

/** The driver's fill-ups as the server lists them: MPG by odometer reading. */
async function mpgByReading(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/fuel', headers: { cookie } });
  const entries = res.json<{ odometer: number; mpg: string | null }[]>();
  return Object.fromEntries(entries.map((e) => [e.odometer, e.mpg]));
}

// On PostgreSQL a batch keeps its writes in memory and saves them before any other query
// (write-behind.ts); a batch also keeps the highest diesel reading (fuel.repository.ts). Each
// figure below is worked by hand: MPG = miles since the diesel fill-up below / gallons.
describe('a batch whose writes wait to be saved', () => {
  it('re-measures a fill-up when a later entry logs one below it', async () => {
    await push(cara, [['POST', '/api/fuel', fill({ odometer: '100000', gallons: '100' })]]);
    const results = await push(cara, [
      // 1,000 mi since 100,000 on 125 gal: 8.00; the highest reading now.
      ['POST', '/api/fuel', fill({ odometer: '101000', gallons: '125' })],
      // Below it: 500 mi since 100,000 on 100 gal: 5.00; the one above now has 500 mi: 4.00.
      ['POST', '/api/fuel', fill({ odometer: '100500', gallons: '100' })],
      // Above both: 1,000 mi since 101,000 on 200 gal: 5.00.
      ['POST', '/api/fuel', fill({ odometer: '102000', gallons: '200' })],
    ]);
    expect(results.map((r) => [r.status, r.body.mpg])).toEqual([
      [201, '8.00'],
      [201, '5.00'],
      [201, '5.00'],
    ]);
    expect(await mpgByReading(cara)).toEqual({
      100000: null,
      100500: '5.00',
      101000: '4.00',
      102000: '5.00',
    });
  });

  it('lets go of the highest reading when an entry corrects a reading', async () => {
    await push(dan, [['POST', '/api/fuel', fill({ odometer: '100000', gallons: '100' })]]);
    const moved = fill({ odometer: '101000', gallons: '125' });
    const { id: _id, ...edit } = { ...moved, odometer: '102000' };
    const results = await push(dan, [
      ['POST', '/api/fuel', moved],
      // Corrected to 102,000: 2,000 mi on 125 gal: 16.00.
      ['PUT', `/api/fuel/${moved.id}`, edit],
      // 1,500 mi since 100,000 on 100 gal: 15.00; the corrected one above: 500 mi: 4.00.
      ['POST', '/api/fuel', fill({ odometer: '101500', gallons: '100' })],
    ]);
    expect(results.map((r) => [r.status, r.body.mpg])).toEqual([
      [201, '8.00'],
      [200, '16.00'],
      [201, '15.00'],
    ]);
    expect(await mpgByReading(dan)).toEqual({ 100000: null, 101500: '15.00', 102000: '4.00' });
  });

  it('saves a new load before the fill-up that names it, whatever came first', async () => {
    const load = newLoadBody();
    const linked = fill({ odometer: '400000', assignedLoadId: load.id });
    const results = await push(ana, [
      ['POST', '/api/fuel', fill({ odometer: '399000' })],
      ['POST', '/api/loads', load],
      ['POST', '/api/fuel', linked],
      ['PATCH', `/api/loads/${load.id}/pickup`],
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 200]);
    const res = await t.app.inject({ method: 'GET', url: '/api/fuel', headers: { cookie: ana } });
    const stored = res.json<{ id: string; assignedLoadId: string | null }[]>();
    expect(stored.find((e) => e.id === linked.id)?.assignedLoadId).toBe(load.id);
    const [again] = await push(ana, [['POST', '/api/loads', load]]);
    expect(again!.body).toMatchObject({ id: load.id, status: 'picked_up' });
  });

  it('refuses alone the entry whose waiting write breaks a rule of the database', async () => {
    // A rule no check of the API's knows, broken by the second load only when it is saved: a
    // constraint the database enforces, which answers that entry 409 (db/errors.ts) alone.
    const db = t.app.db;
    const pg = db.getExecutor().adapter instanceof PostgresAdapter;
    if (pg)
      await sql`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.load_number = 'BOOM' THEN RAISE EXCEPTION 'boom' USING ERRCODE = 'check_violation'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER refuse_boom BEFORE INSERT ON loads
        FOR EACH ROW EXECUTE FUNCTION refuse_boom()`.execute(db);
    else
      await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON loads
        WHEN NEW.load_number = 'BOOM' BEGIN SELECT RAISE(ABORT, 'boom'); END`.execute(db);
    try {
      const first = newLoadBody();
      const results = await push(ana, [
        ['POST', '/api/loads', first],
        ['POST', '/api/loads', newLoadBody({ loadNumber: 'BOOM' })],
        ['POST', '/api/loads', newLoadBody()],
      ]);
      expect(results.map((r) => r.status)).toEqual([201, 409, 201]);
      const [again] = await push(ana, [['POST', '/api/loads', first]]);
      expect(again!.status).toBe(200);
    } finally {
      if (pg) await sql`DROP TRIGGER refuse_boom ON loads; DROP FUNCTION refuse_boom`.execute(db);
      else await sql`DROP TRIGGER refuse_boom`.execute(db);
    }
  });

  it.runIf(process.env.HB_TEST_DB === 'postgres')(
    "refuses a create whose id another driver saved meanwhile, and leaves that driver's row",
    async () => {
      const bens = fill({ odometer: '500000' });
      await push(ben, [['POST', '/api/fuel', bens]]);
      const id = uuidv7();
      let answered: ReturnType<typeof push> | undefined;
      await t.app.db.transaction().execute(async (trx) => {
        // Ben's other device stores a fill-up under the id ana's phone made; it commits only
        // while ana's batch, which read the id as free, is saving.
        await sql`INSERT INTO fuel_entries SELECT (jsonb_populate_record(f,
          jsonb_build_object('id', ${id}::text))).* FROM fuel_entries f WHERE id = ${bens.id}`.execute(
          trx,
        );
        answered = push(ana, [['POST', '/api/fuel', fill({ id, odometer: '600000' })]]);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const [result] = await answered!;
      expect(result!.status).toBe(409);
      expect(result!.body.message).toBe('A fuel entry with this id already exists');
      const res = await t.app.inject({ method: 'GET', url: '/api/fuel', headers: { cookie: ben } });
      const kept = res.json<{ id: string; odometer: number }[]>().find((e) => e.id === id);
      expect(kept?.odometer).toBe(500_000);
    },
  );
});
