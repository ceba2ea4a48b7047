/**
 * A deleted id stays deleted, whichever table (issue 27): a create that reaches the server after
 * the row was deleted (a late replay under another key, an import) is refused with 409 and says
 * why, and nothing comes back.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, subscribe } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';
import { multipartBody, newLoadBody, tinyPng, type FormFile } from '../test/fixtures.js';
import { syncRepository } from './sync.repository.js';

let t: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  t = await build();
  userId = (await signUp(t, 'graves@example.com')).userId;
  cookie = await signIn(t, 'graves@example.com');
  await subscribe(t, cookie);
});
afterAll(() => t.close());

let key = 0;
async function send(
  method: 'POST' | 'DELETE',
  url: string,
  fields?: Record<string, string | string[]>,
  files: FormFile[] = [],
) {
  const headers: Record<string, string> = { cookie, 'idempotency-key': `phone:${++key}` };
  if (!fields) return t.app.inject({ method, url, headers });
  const { contentType, payload } = await multipartBody(fields, files);
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

const ids = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie } }))
    .json<{ id: string }[]>()
    .map((r) => r.id);

const fillUp = () => ({
  id: uuidv7(),
  date: '2026-11-18',
  odometer: '120000',
  gallons: '90',
  pricePerGallon: '3.899',
});

describe('a create after its row was deleted', () => {
  it('refuses a fill-up, as REST and in a batch, and it stays deleted', async () => {
    const fields = fillUp();
    expect((await send('POST', '/api/fuel', fields)).statusCode).toBe(201);
    expect((await send('DELETE', `/api/fuel/${fields.id}`)).statusCode).toBe(200);

    const again = await send('POST', '/api/fuel', fields, [{ field: 'receipt', bytes: tinyPng }]);
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe('This fill-up was deleted');
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie },
      payload: {
        deviceId: 'late',
        entries: [{ seq: 1, method: 'POST', path: '/api/fuel', body: fields }],
      },
    });
    expect(batch.json()).toEqual({
      results: [{ status: 409, body: { message: 'This fill-up was deleted' } }],
    });
    expect(await ids('/api/fuel')).not.toContain(fields.id);
  });

  it('refuses a maintenance cost', async () => {
    const fields = {
      id: uuidv7(),
      date: '2026-11-02',
      description: 'Oil change',
      amount: '240.00',
    };
    expect((await send('POST', '/api/maintenance/costs', fields)).statusCode).toBe(201);
    expect((await send('DELETE', `/api/maintenance/costs/${fields.id}`)).statusCode).toBe(200);

    const again = await send('POST', '/api/maintenance/costs', fields);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This cost was deleted' });
    const pulled = await t.app.inject({
      method: 'GET',
      url: '/api/sync/changes',
      headers: { cookie },
    });
    expect(pulled.json<{ maintenanceCosts: { id: string }[] }>().maintenanceCosts).toEqual([]);
  });

  it('refuses a BOL document', async () => {
    const load = newLoadBody();
    await t.app.inject({ method: 'POST', url: '/api/loads', headers: { cookie }, payload: load });
    const doc = uuidv7();
    const upload = () =>
      send('POST', '/api/bol-documents/upload', { loadId: load.id, ids: [doc] }, [
        { field: 'documents', bytes: tinyPng, name: 'bol.png' },
      ]);
    expect((await upload()).statusCode).toBe(201);
    // Deleted as a delete writes it: the row goes and its tombstone stays.
    await t.app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('bolDocuments').where('id', '=', doc).execute();
      const version = await syncRepository(trx).bumpVersion(userId);
      await syncRepository(trx).addTombstone(userId, 'bolDocuments', doc, version, 'now');
    });

    const again = await upload();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This document was deleted' });
    expect(await ids(`/api/bol-documents/${load.id}`)).toEqual([]);
  });
});
