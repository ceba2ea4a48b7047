/**
 * A driver's correction of a load's status (POST /api/loads/{id}/status-correction): it moves a
 * load back one step, is idempotent under replay, and ordinary status writes replayed late (their
 * Idempotency-Key purged) cannot undo it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
let dale: string;

beforeAll(async () => {
  t = await build();
  dale = await subscribedDriver(t, 'corrections@example.com');
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, key?: string) {
  const headers: Record<string, string> = { cookie: dale };
  if (key) headers['idempotency-key'] = key;
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const pickUp = (id: string, key?: string) =>
  call('PATCH', `/api/loads/${id}/pickup`, undefined, key);
const deliver = (id: string, key?: string) =>
  call('PATCH', `/api/loads/${id}`, { status: 'delivered' }, key);
const correct = (id: string, status: string, key?: string) =>
  call('POST', `/api/loads/${id}/status-correction`, { status }, key);
const statusOf = async (id: string) =>
  (await call('GET', '/api/loads?limit=100')).json().find((l: { id: string }) => l.id === id)
    .status;
const weeklyLoads = async () => (await call('GET', '/api/dashboard/stats')).json().weeklyLoads;
/** The server forgets Idempotency-Keys after a while; a replay then carries only its key's order. */
const forgetKeys = () => t.app.db.deleteFrom('idempotencyKeys').execute();

async function newLoad() {
  const load = newLoadBody();
  await call('POST', '/api/loads', load);
  return load.id;
}

describe('correcting a status', () => {
  it('moves Delivered back to Active, then Active back to Pending, and earnings follow', async () => {
    const id = await newLoad();
    await pickUp(id);
    const before = await weeklyLoads();
    await deliver(id);
    expect(await weeklyLoads()).toBe(before + 1);

    const active = await correct(id, 'picked_up');
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({ status: 'picked_up', isActive: true });
    expect(active.json().actualDeliveryDate).toBeNull();
    expect(await weeklyLoads()).toBe(before);

    const pending = await correct(id, 'pending');
    expect(pending.json()).toMatchObject({ status: 'pending', isActive: false });
    expect(pending.json().actualPickupDate).toBeNull();
  });

  it('moves back one step only, and refuses a status it cannot move back to', async () => {
    const id = await newLoad();
    const early = await correct(id, 'picked_up');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This load cannot be moved back to Active');
    await pickUp(id);
    await deliver(id);
    expect((await correct(id, 'pending')).statusCode).toBe(409);
    expect((await correct(id, 'delivered')).statusCode).toBe(400);
    expect(await statusOf(id)).toBe('delivered');
  });

  it('changes nothing when replayed, under its key or after it', async () => {
    const id = await newLoad();
    await pickUp(id);
    await deliver(id);
    const first = await correct(id, 'picked_up', 'phone:9');
    const replay = await correct(id, 'picked_up', 'phone:9');
    expect(replay.json()).toEqual(first.json());
    await forgetKeys();
    const late = await correct(id, 'picked_up', 'phone:9');
    expect(late.statusCode).toBe(200);
    expect(late.json().version).toBe(first.json().version);
  });
});

/** Devices' outbox keys: `<device id>:<sequence>` (sync-protocol idempotencyKeyOf). */
const phone = (seq: number) => `0196e0a0-0000-7000-8000-0000000000a1:${seq}`;
const tablet = (seq: number) => `0196e0a0-0000-7000-8000-0000000000b2:${seq}`;

describe('status writes replayed after a correction', () => {
  it('a late "delivered" does not move a corrected load forward; a new one does', async () => {
    const id = await newLoad();
    await pickUp(id, phone(1));
    await deliver(id, phone(2));
    await correct(id, 'picked_up', phone(3));
    await forgetKeys();
    const late = await deliver(id, phone(2));
    expect(late.statusCode).toBe(200);
    expect(late.json().status).toBe('picked_up');
    expect((await deliver(id, phone(4))).json().status).toBe('delivered');
  });

  it('a late "pickup" does not undo a correction back to Pending', async () => {
    const id = await newLoad();
    await pickUp(id, tablet(1));
    await correct(id, 'pending', tablet(2));
    await forgetKeys();
    expect((await pickUp(id, tablet(1))).json().status).toBe('pending');
    expect(await statusOf(id)).toBe('pending');
    expect((await pickUp(id, tablet(3))).json().status).toBe('picked_up');
  });

  it('a late write from a device whose write found the status already there does not undo it', async () => {
    const id = await newLoad();
    await pickUp(id, phone(11));
    await deliver(id, phone(12));
    // The tablet's Delivered arrives after the phone's: it changes nothing, but it was seen.
    await deliver(id, tablet(7));
    await correct(id, 'picked_up', phone(13));
    await forgetKeys();
    expect((await deliver(id, tablet(7))).json().status).toBe('picked_up');
    expect(await statusOf(id)).toBe('picked_up');
  });

  it("another client's keys are not a device's order: a correction under a lower number applies", async () => {
    const id = await newLoad();
    await pickUp(id, 'order-2026-11-27:900');
    const corrected = await correct(id, 'pending', 'order-2026-11-27:12');
    expect(corrected.json().status).toBe('pending');
    expect(await statusOf(id)).toBe('pending');
  });
});
