/**
 * Idempotency-Key (ARCHITECTURE.md, Sync): a replay of the same request answers the first result;
 * another request under a used key answers 422 and changes nothing. A device restored from a backup
 * repeats its keys, and must hear about it rather than lose its new writes silently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';
import { newLoadBody } from '../test/fixtures.js';

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
