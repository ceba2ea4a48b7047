import zlib from 'node:zlib';
import type { SyncChanges } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { isoIn } from '../../lib/tokens.js';
import { syncRepository } from '../../sync/sync.repository.js';
import { signIn, signUp, subscribe } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { multipartBody, newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const load = () => newLoadBody();

async function driver(email: string) {
  const { userId } = await signUp(t, email);
  const cookie = await signIn(t, email);
  await subscribe(t, cookie);
  const post = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/loads', headers: { cookie }, payload: body });
  const pull = async (since: number, limit = 2000): Promise<SyncChanges> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/sync/changes?since=${since}&limit=${limit}`,
        headers: { cookie },
      })
    ).json();
  const call = (method: 'PATCH' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { cookie } });
  return { userId, cookie, post, pull, call };
}

describe('pulling changes', () => {
  it("returns the rows written after the cursor, deletes as tombstones, and only the user's own", async () => {
    const dale = await driver('pull-dale@example.com');
    const rosa = await driver('pull-rosa@example.com');
    await rosa.post(load());
    const first = load();
    const second = load();
    await dale.post(first);
    const start = await dale.pull(0);
    expect(start.loads.map((l) => l.id)).toEqual([first.id]);

    await dale.post(second);
    await dale.call('PATCH', `/api/loads/${first.id}/pickup`);
    const next = await dale.pull(start.cursor);
    expect(next.loads.map((l) => [l.id, l.status])).toEqual([
      [second.id, 'pending'],
      [first.id, 'picked_up'],
    ]);
    expect(next.cursor).toBeGreaterThan(start.cursor);

    await dale.call('DELETE', `/api/loads/${second.id}`);
    const after = await dale.pull(next.cursor);
    expect(after.loads).toEqual([]);
    expect(after.tombstones).toEqual([
      { table: 'loads', id: second.id, version: expect.any(Number) },
    ]);
    expect(await dale.pull(after.cursor)).toMatchObject({
      loads: [],
      tombstones: [],
      hasMore: false,
      reset: false,
    });
  });

  it('pages through many rows without losing or repeating any', async () => {
    const d = await driver('pages@example.com');
    const ids = [];
    for (let i = 0; i < 23; i++) {
      const l = load();
      ids.push(l.id);
      await d.post(l);
    }
    const seen: string[] = [];
    let cursor = 0;
    for (let page = 0; page < 10; page++) {
      const res = await d.pull(cursor, 5);
      seen.push(...res.loads.map((l) => l.id));
      cursor = res.cursor;
      if (!res.hasMore) break;
    }
    expect(seen).toEqual(ids);
  });

  it('never ends a page inside a write that touched two rows (a late fill-up re-measures the next)', async () => {
    const d = await driver('two-rows@example.com');
    for (const odometer of ['1000', '3000', '2000']) {
      const body = await multipartBody({
        id: uuidv7(),
        date: '2026-11-18',
        odometer,
        gallons: '100',
        pricePerGallon: '3.899',
        fuelType: 'diesel',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/fuel',
        headers: { cookie: d.cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
    }
    for (let limit = 1; limit <= 3; limit++) {
      const seen: string[] = [];
      let cursor = 0;
      for (let page = 0; page < 10; page++) {
        const res = await d.pull(cursor, limit);
        seen.push(...res.fuelEntries.map((e) => String(e.odometer)));
        cursor = res.cursor;
        if (!res.hasMore) break;
      }
      expect(seen.sort(), `pages of ${limit}`).toEqual(['1000', '2000', '3000']);
    }
  });

  it('asks for a full resync when the cursor is older than the tombstone retention', async () => {
    const d = await driver('reset@example.com');
    const kept = load();
    const gone = load();
    await d.post(gone);
    const { cursor } = await d.pull(0);
    await d.post(kept);
    await d.call('DELETE', `/api/loads/${gone.id}`);
    await syncRepository(t.app.db).purgeTombstones(isoIn(60_000));
    const res = await d.pull(cursor);
    expect(res.reset).toBe(true);
    expect(res.loads.map((l) => l.id)).toEqual([kept.id]);
    expect((await d.pull(res.cursor)).reset).toBe(false);
  });

  it('asks for a full resync when the cursor is ahead of the server (restored from a backup)', async () => {
    const d = await driver('restored@example.com');
    const before = load();
    await d.post(before);
    const { cursor } = await d.pull(0);
    // The database goes back to a backup taken before the device's last sync: its counter is
    // below the device's cursor, and what is written next takes versions the device has passed.
    await t.app.db
      .updateTable('syncVersions')
      .set({ version: cursor - 1 })
      .where('userId', '=', d.userId)
      .execute();
    const after = load();
    await d.post(after);
    const res = await d.pull(cursor + 5);
    expect(res.reset).toBe(true);
    expect(res.loads.map((l) => l.id).sort()).toEqual([before.id, after.id].sort());
    expect((await d.pull(res.cursor)).reset).toBe(false);
  });

  it('answers brotli or gzip compressed, when the device accepts it', async () => {
    const d = await driver('compressed@example.com');
    for (let i = 0; i < 20; i++) await d.post(load());
    const pull = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/sync/changes?since=0',
        headers: { cookie: d.cookie, 'accept-encoding': encoding },
      });
    const plain = await pull('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, inflate] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await pull(encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(inflate(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/sync/changes?since=0' })).statusCode,
    ).toBe(401);
  });
});

describe('concurrent writers and a puller', () => {
  it('ends with the puller holding every row', async () => {
    const d = await driver('concurrent@example.com');
    const writers = 8;
    const perWriter = 25;
    const held = new Map<string, number>();
    let cursor = 0;
    let writing = true;

    const puller = (async () => {
      for (;;) {
        const stillWriting = writing;
        const res = await d.pull(cursor, 7);
        for (const l of res.loads) held.set(l.id, l.version);
        cursor = res.cursor;
        if (!stillWriting && !res.hasMore) return;
        // A real puller waits between pulls; spinning on resolved promises would starve the writers.
        await new Promise((r) => setTimeout(r, 1));
      }
    })();

    const written: string[] = [];
    await Promise.all(
      Array.from({ length: writers }, async () => {
        for (let i = 0; i < perWriter; i++) {
          const l = load();
          const res = await d.post(l);
          expect(res.statusCode).toBe(201);
          written.push(l.id);
        }
      }),
    );
    writing = false;
    await puller;
    expect(written).toHaveLength(writers * perWriter);
    expect(written.filter((id) => !held.has(id))).toEqual([]);
  });
});
