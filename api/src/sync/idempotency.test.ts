/**
 * Idempotency-Key (docs/architecture.md, Sync): a replay of the same request answers the first result;
 * another request under a used key answers 422 and changes nothing. A device restored from a backup
 * repeats its keys, and must hear about it rather than lose its new writes silently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, subscribe, subscribedDriver } from '../test/accounts.js';
import { build, storedNames, type TestApp } from '../test/build.js';
import { v7 as uuidv7 } from 'uuid';
import { multipartBody, newLoadBody, tinyPng, type FormFile } from '../test/fixtures.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await build();
  cookie = await subscribedDriver(t, 'keys@example.com');
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, key: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, 'idempotency-key': key },
    ...(payload ? { payload } : {}),
  });

const loadIds = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/loads', headers: { cookie } }))
    .json<{ id: string }[]>()
    .map((l) => l.id);

describe('a replayed Idempotency-Key', () => {
  it('answers the first result again for the same request, and changes nothing', async () => {
    const body = newLoadBody();
    const first = await call('POST', '/api/loads', 'phone:1', body);
    const again = await call('POST', '/api/loads', 'phone:1', body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await loadIds()).filter((id) => id === body.id)).toHaveLength(1);
  });

  it('refuses another body under a used key with 422, and stores nothing', async () => {
    const first = newLoadBody();
    const second = newLoadBody({ pickupCity: 'Tulsa' });
    expect((await call('POST', '/api/loads', 'phone:2', first)).statusCode).toBe(201);
    const clash = await call('POST', '/api/loads', 'phone:2', second);
    expect(clash.statusCode).toBe(422);
    expect(clash.json().message).toMatch(/already used for a different request/);
    expect(await loadIds()).not.toContain(second.id);
  });

  it('refuses a pickup or a cancel sent under the key of a POST, and changes nothing', async () => {
    const body = newLoadBody();
    expect((await call('POST', '/api/loads', 'phone:3', body)).statusCode).toBe(201);
    const pickup = await call('PATCH', `/api/loads/${body.id}/pickup`, 'phone:3');
    const cancel = await call('DELETE', `/api/loads/${body.id}`, 'phone:3');
    expect([pickup.statusCode, cancel.statusCode]).toEqual([422, 422]);
    const stored = await t.app.inject({ method: 'GET', url: '/api/loads', headers: { cookie } });
    expect(
      stored.json<{ id: string; status: string }[]>().find((l) => l.id === body.id),
    ).toMatchObject({
      status: 'pending',
    });
  });
});

/** A multipart call as a browser sends it: every call a new boundary. */
async function postForm(
  as: string,
  url: string,
  key: string,
  fields: Record<string, string | string[]>,
  files: FormFile[] = [],
) {
  const { contentType, payload } = await multipartBody(fields, files);
  const headers = { cookie: as, 'idempotency-key': key, 'content-type': contentType };
  return t.app.inject({ method: 'POST', url, headers, payload });
}

const fuelIds = async (as: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/fuel', headers: { cookie: as } }))
    .json<{ id: string }[]>()
    .map((e) => e.id);

describe('a replay that differs only in encoding', () => {
  it('answers a fill-up with its receipt, sent again with a new boundary, with the first entry', async () => {
    const { userId } = await signUp(t, 'lost-reply@example.com');
    const driver = await signIn(t, 'lost-reply@example.com');
    await subscribe(t, driver);
    const fields = {
      id: uuidv7(),
      date: '2026-11-20',
      odometer: '250000',
      gallons: '120.5',
      pricePerGallon: '3.799',
    };
    const receipt = [{ field: 'receipt', bytes: tinyPng, name: 'receipt.png' }];
    const first = await postForm(driver, '/api/fuel', 'truck-stop:7', fields, receipt);
    const again = await postForm(driver, '/api/fuel', 'truck-stop:7', fields, receipt);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await fuelIds(driver)).toEqual([fields.id]);
    expect(await storedNames(t, 'receipts', userId)).toHaveLength(1);
  });

  it('answers a fill-up at odometer 9,999,999 retried with its key, however the number was written', async () => {
    const driver = await subscribedDriver(t, 'high-miles@example.com');
    const fields = {
      id: uuidv7(),
      date: '2026-11-21',
      gallons: '80',
      pricePerGallon: '3.899',
    };
    const first = await postForm(driver, '/api/fuel', 'old-truck:1', {
      ...fields,
      odometer: '9,999,999',
    });
    const again = await postForm(driver, '/api/fuel', 'old-truck:1', {
      ...fields,
      odometer: '9999999',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().odometer).toBe(9_999_999);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await fuelIds(driver)).toEqual([fields.id]);
  });

  it('answers a BOL upload sent again with a new boundary with the first documents', async () => {
    const load = newLoadBody();
    await call('POST', '/api/loads', 'phone:10', load);
    const fields = { loadId: load.id, ids: [uuidv7(), uuidv7()] };
    const pages = [
      { field: 'documents', bytes: tinyPng, name: 'page-1.png' },
      { field: 'documents', bytes: Buffer.concat([tinyPng, Buffer.from('2')]), name: 'page-2.png' },
    ];
    const first = await postForm(cookie, '/api/bol-documents/upload', 'phone:11', fields, pages);
    const again = await postForm(cookie, '/api/bol-documents/upload', 'phone:11', fields, pages);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const swapped = [pages[1]!, pages[0]!];
    const reordered = await postForm(
      cookie,
      '/api/bol-documents/upload',
      'phone:11',
      fields,
      swapped,
    );
    expect(reordered.statusCode).toBe(422);
  });

  it('answers a pickup sent as REST, then in a batch with its id %-escaped, with the first result', async () => {
    const load = newLoadBody();
    await call('POST', '/api/loads', 'phone:20', load);
    const rest = await call('PATCH', `/api/loads/${load.id}/pickup`, 'phone:21');
    const escaped = [...load.id].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie },
      payload: {
        deviceId: 'phone',
        entries: [{ seq: 21, method: 'PATCH', path: `/api/loads/${escaped}/pickup` }],
      },
    });
    expect(batch.json().results).toEqual([{ status: 200, body: rest.json() }]);
  });
});
