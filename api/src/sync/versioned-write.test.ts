/**
 * batchWrite against the real database: each entry in a savepoint, so a refusal undoes only its own
 * changes (on PostgreSQL an error would otherwise abort the whole transaction), and a failure of the
 * server's own stops the batch with what came before committed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/errors.js';
import { clientError } from '../plugins/errors.js';
import { signUp } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';
import { syncRepository } from './sync.repository.js';
import { batchWrite, type BatchItem, type Work } from './versioned-write.js';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await build();
  userId = (await signUp(t, 'batch@example.com')).userId;
});
afterAll(() => t.close());

let n = 0;
const item = (work: Work, key = `dev:${++n}`): BatchItem => ({
  ctx: { userId, key, method: 'POST', path: '/test', fingerprint: key },
  work,
});

/** A write that leaves a trace (a tombstone row), then does `then`. */
const trace =
  (rowId: string, then: () => void = () => undefined): Work =>
  async (trx, version) => {
    await syncRepository(trx).addTombstone(userId, 'loads', rowId, version, 'now');
    then();
    return { statusCode: 201, body: { rowId } };
  };

const refusal = (error: unknown) => {
  const refused = clientError(error, t.app.log);
  return refused
    ? { statusCode: refused.statusCode, body: { message: refused.message } }
    : undefined;
};

const traces = async () =>
  (
    await t.app.db.selectFrom('tombstones').select('rowId').where('userId', '=', userId).execute()
  ).map((r) => r.rowId);

describe('a batch of writes', () => {
  it('undoes only the refused entry, including a refusal by the database itself', async () => {
    const results = await batchWrite(
      t.app.db,
      userId,
      [
        item(trace('a')),
        item(
          trace('b', () => {
            throw new HttpError(409, 'no');
          }),
        ),
        // The same tombstone twice breaks its primary key: the database refuses the second.
        item(async (trx, version) => {
          await trace('c')(trx, version);
          return trace('c')(trx, version);
        }),
        item(trace('d')),
      ],
      refusal,
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 409, 409, 201]);
    expect((await traces()).sort()).toEqual(['a', 'd']);
  });

  it("stops at a failure of the server's own, keeping what came before", async () => {
    const results = await batchWrite(
      t.app.db,
      userId,
      [
        item(trace('e')),
        item(
          trace('f', () => {
            throw new Error('disk on fire');
          }),
        ),
        item(trace('g')),
      ],
      refusal,
    );
    expect(results.map((r) => r.statusCode)).toEqual([201]);
    expect(await traces()).toContain('e');
    expect(await traces()).not.toEqual(expect.arrayContaining(['f']));
    expect(await traces()).not.toContain('g');
  });

  it('answers a key used earlier in the same batch from its record', async () => {
    const results = await batchWrite(
      t.app.db,
      userId,
      [item(trace('h'), 'dev:same'), item(trace('i'), 'dev:same')],
      refusal,
    );
    expect(results).toEqual([
      { statusCode: 201, body: { rowId: 'h' } },
      { statusCode: 201, body: { rowId: 'h' } },
    ]);
    expect(await traces()).not.toContain('i');
  });

  it('gives each applied entry the next version, and leaves the counter at the last one', async () => {
    const before = (await syncRepository(t.app.db).counter(userId))!.version;
    const seen: Work = async (trx, version) => trace(`v${version}`)(trx, version);
    const refused: Work = async (trx, version) => {
      await trace(`refused${version}`)(trx, version);
      throw new HttpError(409, 'no');
    };
    await batchWrite(t.app.db, userId, [item(seen), item(refused), item(seen)], refusal);
    // The batch's own bump takes before + 1; the refused entry's version goes to the next one.
    const versions = (await traces()).filter((rowId) => /^v\d+$/.test(rowId));
    expect(versions.sort()).toEqual([`v${before + 2}`, `v${before + 3}`].sort());
    expect((await syncRepository(t.app.db).counter(userId))!.version).toBe(before + 3);
  });
});
