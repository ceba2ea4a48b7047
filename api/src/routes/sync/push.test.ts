import { loadMessages, type Load, type PushEntry } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newFillUpBody as fill, newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await build();
  cookie = await subscribedDriver(t, 'push@example.com');
});
afterAll(() => t.close());

let seq = 0;
const entry = (method: PushEntry['method'], path: string, body?: unknown): PushEntry => ({
  seq: ++seq,
  method,
  path,
  ...(body !== undefined ? { body } : {}),
});

const push = (entries: PushEntry[], deviceId = 'phone-1', as = cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { cookie: as },
    payload: { deviceId, entries },
  });

const loads = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/loads', headers: { cookie } })).json<Load[]>();

describe('a batched push', () => {
  it('applies entries in order, each answered as its REST call would be', async () => {
    const load = newLoadBody();
    const res = await push([
      entry('POST', '/api/loads', load),
      entry('PATCH', `/api/loads/${load.id}/pickup`),
      entry('PATCH', `/api/loads/${load.id}`, { status: 'delivered' }),
      entry('POST', '/api/fuel', fill()),
    ]);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: { status: number; body: Load }[] }>();
    expect(results.map((r) => r.status)).toEqual([201, 200, 200, 201]);
    expect(results[2]!.body).toMatchObject({ id: load.id, status: 'delivered' });
    expect((await loads()).find((l) => l.id === load.id)?.status).toBe('delivered');
  });

  it('refuses a bad entry alone, and the ones after it still apply', async () => {
    const good = newLoadBody();
    const after = newLoadBody();
    const res = await push([
      entry('POST', '/api/loads', good),
      entry('POST', '/api/loads', newLoadBody({ pickupDate: '' })),
      entry('PATCH', `/api/loads/${uuidv7()}/pickup`),
      entry('POST', '/api/nowhere', {}),
      entry('POST', '/api/loads', after),
    ]);
    const { results } = res.json<{ results: { status: number; body: { message?: string } }[] }>();
    expect(results.map((r) => r.status)).toEqual([201, 400, 404, 404, 201]);
    expect(results[1]!.body.message).toBe(loadMessages.pickupDateRequired);
    expect(results[2]!.body.message).toBe(loadMessages.notFound);
    const ids = (await loads()).map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining([good.id, after.id]));
  });

  it('changes nothing when the same batch is sent again, and answers the first results', async () => {
    const load = newLoadBody();
    const batch = [
      entry('POST', '/api/loads', load),
      entry('PATCH', `/api/loads/${load.id}/pickup`),
    ];
    const first = await push(batch, 'phone-2');
    const cursor = (
      await t.app.inject({ method: 'GET', url: '/api/sync/changes', headers: { cookie } })
    ).json<{ cursor: number }>().cursor;
    const again = await push(batch, 'phone-2');
    expect(again.json()).toEqual(first.json());
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/sync/changes?since=${cursor}`,
      headers: { cookie },
    });
    expect(after.json()).toMatchObject({ loads: [], fuelEntries: [] });
  });

  it('shares its keys with REST: an entry sent alone first is answered from its record', async () => {
    const load = newLoadBody();
    const alone = entry('POST', '/api/loads', load);
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/loads',
      headers: { cookie, 'idempotency-key': `phone-3:${alone.seq}` },
      payload: load,
    });
    const res = await push([alone], 'phone-3');
    expect(res.json().results).toEqual([{ status: 201, body: rest.json() }]);
    const clash = await push([{ ...alone, body: newLoadBody() }], 'phone-3');
    expect(clash.json().results[0].status).toBe(422);
  });

  it("touches only the signed-in driver's rows", async () => {
    const load = newLoadBody();
    await push([entry('POST', '/api/loads', load)]);
    const other = await subscribedDriver(t, 'push-other@example.com');
    const res = await push([entry('PATCH', `/api/loads/${load.id}/pickup`)], 'other', other);
    expect(res.json().results[0].status).toBe(404);
    expect((await loads()).find((l) => l.id === load.id)?.status).toBe('pending');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      payload: { deviceId: 'x', entries: [entry('POST', '/api/loads', newLoadBody())] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** JSON text of a value nested `depth` arrays deep (JSON.stringify itself overflows on it). */
const nested = (depth: number) => `${'['.repeat(depth)}0${']'.repeat(depth)}`;

describe('a malformed entry', () => {
  type Results = { results: { status: number; body: { message?: string } }[] };

  it.each([
    ['a bad %-escape in its path', entry('PATCH', '/api/loads/%E0%A4%A/pickup')],
    ['a body nested 20,000 levels deep', entry('POST', '/api/loads', '<nested:20000>')],
    ['a body nested 33 levels deep', entry('POST', '/api/loads', { note: '<nested:33>' })],
    ['an unknown method', { ...entry('POST', '/api/loads', newLoadBody()), method: 'TRACE' }],
    ['no seq', { method: 'POST', path: '/api/loads', body: newLoadBody() }],
    ['a path of 10,000 characters', entry('PATCH', `/api/loads/${'a'.repeat(10_000)}/pickup`)],
  ])('is refused alone with 400 when it has %s; the rest applies', async (_, bad) => {
    const before = newLoadBody();
    const after = newLoadBody();
    const entries = [entry('POST', '/api/loads', before), bad, entry('POST', '/api/loads', after)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ deviceId: 'phone-malformed', entries }).replace(
        /"<nested:(\d+)>"/,
        (_, depth: string) => nested(Number(depth)),
      ),
    });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<Results>();
    expect(results.map((r) => r.status)).toEqual([201, 400, 201]);
    expect(results[1]!.body.message).toEqual(expect.any(String));
    const ids = (await loads()).map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining([before.id, after.id]));
  });
});
