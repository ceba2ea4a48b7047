/**
 * A batch holds the rows its entries name (batch-rows.ts): what each entry reads of them must be
 * what the entries before it left, whoever wrote them and however (an update, a delete that the
 * database cascades, a write of many rows at once), on SQLite and PostgreSQL alike.
 */
import { loadMessages, type PushEntry } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';
import { newFillUpBody as fill, newLoadBody, newMaintenanceItemBody } from '../test/fixtures.js';

let t: TestApp;
let ana: string;
let ben: string;

beforeAll(async () => {
  t = await build();
  ana = await subscribedDriver(t, 'ana.batch@example.com');
  ben = await subscribedDriver(t, 'ben.batch@example.com');
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
