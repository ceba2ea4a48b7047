import { fuelMessages, type FuelEntry, type SyncChanges } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { apiWithDrivers } from '../../test/accounts.js';
import { tinyPng as png } from '../../test/fixtures.js';

const {
  t,
  cookies: [dale, rosa],
} = await apiWithDrivers('fuel-edit-dale@example.com', 'fuel-edit-rosa@example.com');

type Fields = Record<string, string>;

async function multipart(
  cookie: string,
  method: 'POST' | 'PUT',
  url: string,
  fields: Fields,
  receipt?: Buffer,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (receipt) form.append('receipt', new Blob([receipt], { type: 'image/png' }), 'receipt.png');
  const encoded = new Response(form);
  return t.app.inject({
    method,
    url,
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const fill = (odometer: number, gallons = '100', change: Fields = {}): Fields => ({
  id: uuidv7(),
  date: '2026-11-18',
  odometer: String(odometer),
  gallons,
  pricePerGallon: '3.899',
  fuelType: 'diesel',
  ...change,
});

const list = async (cookie = dale) =>
  (await t.app.inject({ method: 'GET', url: '/api/fuel?limit=500', headers: { cookie } })).json<
    FuelEntry[]
  >();
const mpgOf = async (id: string) => (await list()).find((e) => e.id === id)?.mpg;

/** Three diesel fill-ups 650 miles apart; the first starts over (a missed fill-up before it). */
async function threeFillUps(start: number) {
  const entries = [
    fill(start, '100', { missedPreviousEntry: 'true' }),
    fill(start + 650),
    fill(start + 1300),
  ];
  for (const e of entries)
    expect((await multipart(dale, 'POST', '/api/fuel', e)).statusCode).toBe(201);
  return entries;
}

const withoutId = ({ id: _, ...rest }: Fields) => rest;

describe('editing a fill-up (PUT /api/fuel/{id})', () => {
  it("keeps the state and tax-paid flag an older app's edit leaves out; '' clears the state", async () => {
    const entry = fill(300_000, '100', { jurisdiction: 'IL', taxPaid: 'false' });
    expect((await multipart(dale, 'POST', '/api/fuel', entry)).statusCode).toBe(201);
    const { jurisdiction: _j, taxPaid: _t, ...older } = withoutId(entry);
    const kept = await multipart(dale, 'PUT', `/api/fuel/${entry.id}`, {
      ...older,
      pricePerGallon: '3.999',
    });
    expect(kept.json<FuelEntry>()).toMatchObject({
      pricePerGallon: '3.999',
      jurisdiction: 'IL',
      taxPaid: false,
    });
    const cleared = await multipart(dale, 'PUT', `/api/fuel/${entry.id}`, {
      ...older,
      jurisdiction: '',
      taxPaid: 'true',
    });
    expect(cleared.json<FuelEntry>()).toMatchObject({ jurisdiction: null, taxPaid: true });
  });

  it('replaces its fields, measures it again and the next fill-up too', async () => {
    const [a, b, c] = await threeFillUps(200_000);
    expect(await mpgOf(b!.id!)).toBe('6.50');
    const res = await multipart(dale, 'PUT', `/api/fuel/${b!.id}`, {
      ...withoutId(b!),
      gallons: '130',
      odometer: '200780',
      location: 'Pilot, Joplin MO',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gallons: '130.000',
      totalCost: '506.870',
      mpg: '6.00',
      location: 'Pilot, Joplin MO',
    });
    // c now follows a fill-up 520 miles before it, not 650.
    expect(await mpgOf(c!.id!)).toBe('5.20');
    expect(await mpgOf(a!.id!)).toBeNull();
  });

  it('measures the fill-ups after its old and its new reading when its odometer moves past another', async () => {
    const [a, b, c] = await threeFillUps(210_000);
    await multipart(dale, 'PUT', `/api/fuel/${b!.id}`, { ...withoutId(b!), odometer: '211500' });
    // Now a -> c (1,300 mi / 100 gal) -> b (200 mi / 100 gal).
    expect(await mpgOf(c!.id!)).toBe('13.00');
    expect(await mpgOf(b!.id!)).toBe('2.00');
    expect(await mpgOf(a!.id!)).toBeNull();
  });

  it('replaces the receipt with a new file and removes it when asked', async () => {
    const entry = fill(220_000);
    await multipart(dale, 'POST', '/api/fuel', entry);
    const replaced = await multipart(dale, 'PUT', `/api/fuel/${entry.id}`, withoutId(entry), png);
    expect(replaced.json().receiptUrl).toBe(`/api/fuel/${entry.id}/receipt`);
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/fuel/${entry.id}/receipt`,
      headers: { cookie: dale },
    });
    expect(photo.headers['content-type']).toBe('image/png');
    const kept = await multipart(dale, 'PUT', `/api/fuel/${entry.id}`, withoutId(entry));
    expect(kept.json().receiptUrl).not.toBeNull();
    const removed = await multipart(dale, 'PUT', `/api/fuel/${entry.id}`, {
      ...withoutId(entry),
      removeReceipt: 'true',
    });
    expect(removed.json().receiptUrl).toBeNull();
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/fuel/${entry.id}/receipt`,
      headers: { cookie: dale },
    });
    expect(gone.statusCode).toBe(404);
  });

  it("answers 404 for another driver's fill-up and for a deleted one, as plain text", async () => {
    const entry = fill(230_000);
    await multipart(dale, 'POST', '/api/fuel', entry);
    const theirs = await multipart(rosa, 'PUT', `/api/fuel/${entry.id}`, {
      ...withoutId(entry),
      gallons: '1',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(fuelMessages.notFound);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/fuel/${entry.id}`,
      headers: { cookie: dale },
    });
    const late = await multipart(dale, 'PUT', `/api/fuel/${entry.id}`, {
      ...withoutId(entry),
      gallons: '1',
    });
    expect(late.statusCode).toBe(404);
  });

  it('refuses bad fields with the form messages', async () => {
    const entry = fill(240_000);
    await multipart(dale, 'POST', '/api/fuel', entry);
    const res = await multipart(dale, 'PUT', `/api/fuel/${entry.id}`, {
      ...withoutId(entry),
      gallons: '1.2345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(fuelMessages.gallonsInvalid);
  });
});

describe('deleting a fill-up (DELETE /api/fuel/{id})', () => {
  const del = (id: string, cookie = dale) =>
    t.app.inject({ method: 'DELETE', url: `/api/fuel/${id}`, headers: { cookie } });

  it('removes it, measures the next from the one before, and answers a repeat with 200', async () => {
    const [a, b, c] = await threeFillUps(300_000);
    expect((await del(b!.id!)).json()).toEqual({ success: true, message: 'Fuel entry deleted' });
    expect((await list()).some((e) => e.id === b!.id)).toBe(false);
    expect(await mpgOf(c!.id!)).toBe('13.00');
    expect(await mpgOf(a!.id!)).toBeNull();
    expect((await del(b!.id!)).statusCode).toBe(200);
  });

  it('sends the delete to other devices as a tombstone, with the re-measured neighbour', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/sync/changes', headers: { cookie: dale } })
    ).json<SyncChanges>();
    const [, b, c] = await threeFillUps(310_000);
    const mid = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sync/changes?since=${before.cursor}`,
        headers: { cookie: dale },
      })
    ).json<SyncChanges>();
    await del(b!.id!);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sync/changes?since=${mid.cursor}`,
        headers: { cookie: dale },
      })
    ).json<SyncChanges>();
    expect(after.tombstones).toEqual([
      expect.objectContaining({ table: 'fuelEntries', id: b!.id }),
    ]);
    expect(after.fuelEntries).toEqual([expect.objectContaining({ id: c!.id, mpg: '13.00' })]);
  });

  it("answers 404 for another driver's fill-up and leaves it", async () => {
    const entry = fill(320_000);
    await multipart(dale, 'POST', '/api/fuel', entry);
    expect((await del(entry.id!, rosa)).statusCode).toBe(404);
    expect((await list()).some((e) => e.id === entry.id)).toBe(true);
  });
});

describe('edits and deletes in a batched push', () => {
  it('applies them through the same rules as their REST calls', async () => {
    const [a, b, c] = await threeFillUps(400_000);
    let seq = 0;
    const entry = (method: string, p: string, body?: unknown) => ({
      seq: ++seq,
      method,
      path: p,
      ...(body ? { body } : {}),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie: dale },
      payload: {
        deviceId: `batch-${uuidv7()}`,
        entries: [
          entry('PUT', `/api/fuel/${a!.id}`, { ...withoutId(a!), gallons: '80' }),
          entry('PUT', `/api/fuel/${c!.id}`, { ...withoutId(c!), gallons: '50' }),
          entry('DELETE', `/api/fuel/${b!.id}`),
          entry('DELETE', `/api/fuel/${uuidv7()}`),
        ],
      },
    });
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([
      200, 200, 200, 404,
    ]);
    expect(await mpgOf(c!.id!)).toBe('26.00');
  });
});

describe('fill-ups logged at one odometer reading', () => {
  it('are both measured again when a fill-up before them is deleted', async () => {
    const start = fill(700_000, '100', { missedPreviousEntry: 'true' });
    const between = fill(700_325);
    const twins = [fill(700_650), fill(700_650, '50')];
    for (const e of [start, between, ...twins]) await multipart(dale, 'POST', '/api/fuel', e);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/fuel/${between.id}`,
      headers: { cookie: dale },
    });
    expect([await mpgOf(twins[0]!.id!), await mpgOf(twins[1]!.id!)]).toEqual(['6.50', '13.00']);
  });
});
