/**
 * One write, one transaction (docs/architecture.md, Code layout): the change, the user's version bump and the
 * idempotency record commit together. Bumping first takes the user's counter row lock, which
 * serialises that user's writes, so two racing replays of one call cannot both apply.
 *
 * A key answers once per request (IETF Idempotency-Key draft): the same request replayed gets the
 * first answer and changes nothing; another request under a used key gets 422 and changes nothing.
 *
 * A batch (POST /api/sync/push) runs many writes in one transaction, and a refused entry is refused
 * alone while the rest still commit. Most batches refuse nothing, so a batch first runs together:
 * no savepoints, the rows its entries name read once for all of them (batch-rows.ts), and on
 * PostgreSQL their writes saved together (write-behind.ts), which saves nearly every round trip
 * of an entry. If any entry's work fails, or saving breaks a rule of the database, that run is
 * rolled back whole and the batch runs again entry by entry, each inside a savepoint, where the
 * failure is answered in its entry's place. Each entry gets a version of its own:
 * a later entry may change a row an earlier one wrote (a late fill-up re-measures the next), and a
 * row's version must tell its contents apart, or the earlier answer, replayed, would pass for the
 * row as it is now.
 */
import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/database.js';
import { rawStatement } from '../db/prepared.js';
import type { IdempotencyKeysTable } from '../db/schema.js';
import { HttpError } from '../lib/errors.js';
import { isoNow } from '../lib/tokens.js';
import { holdBatchRows, saveBatchRows } from './batch-rows.js';
import { syncRepository } from './sync.repository.js';

export interface WriteResult {
  statusCode: number;
  body: unknown;
}

export interface WriteContext {
  userId: string;
  /** The client's Idempotency-Key, if it sent one. */
  key: string | undefined;
  method: string;
  path: string;
  /** requestFingerprint() of the call: what the key promises to stand for. */
  fingerprint: string;
}

/** A change to make inside the caller's transaction, stamped with the version it was given. */
export type Work = (trx: Db, version: number) => Promise<WriteResult>;

export const keyReusedMessage =
  'This Idempotency-Key was already used for a different request; nothing was changed';

type StoredKey = Pick<IdempotencyKeysTable, 'fingerprint' | 'statusCode' | 'responseBody'>;

/** The stored answer to replay, a 422 for another request under the key, or nothing stored. */
function replayOf(stored: StoredKey | undefined, ctx: WriteContext): WriteResult | undefined {
  if (!stored) return undefined;
  if (stored.fingerprint !== null && stored.fingerprint !== ctx.fingerprint)
    throw new HttpError(422, keyReusedMessage);
  return { statusCode: stored.statusCode, body: JSON.parse(stored.responseBody) };
}

const record = (ctx: WriteContext, result: WriteResult): IdempotencyKeysTable => ({
  userId: ctx.userId,
  key: ctx.key!,
  method: ctx.method,
  path: ctx.path,
  fingerprint: ctx.fingerprint,
  statusCode: result.statusCode,
  responseBody: JSON.stringify(result.body),
  createdAt: isoNow(),
});

class Replay {
  constructor(readonly result: WriteResult) {}
}

export async function versionedWrite(db: Db, ctx: WriteContext, work: Work): Promise<WriteResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const sync = syncRepository(trx);
      const version = await sync.bumpVersion(ctx.userId);
      const replay = ctx.key
        ? replayOf(await sync.findIdempotent(ctx.userId, ctx.key), ctx)
        : undefined;
      if (replay) throw new Replay(replay);
      const result = await work(trx, version);
      if (ctx.key) await sync.saveIdempotent(record(ctx, result));
      return result;
    });
  } catch (error) {
    if (error instanceof Replay) return error.result;
    throw error;
  }
}

/**
 * One entry of a batch: the write it stands for, or why it was refused before anything ran (a
 * path, body or call that could not be read), answered in its place like any refusal.
 */
export type BatchItem =
  | {
      ctx: WriteContext;
      work: Work;
      /** The ids its parameters and body name: the rows it may ask about (batch-rows.ts). */
      ids?: ReadonlySet<string>;
    }
  | { refused: unknown };

/**
 * What one refused write answers, or undefined when the failure is the server's own (the batch then
 * stops there: what came before commits, the rest is sent again later).
 */
export type Refusal = (error: unknown) => WriteResult | undefined;

/** An entry's work failed in a batch run together: the batch runs again entry by entry. */
class EntryFailed {
  constructor(readonly cause: unknown) {}
}

/**
 * Runs writes in order in one transaction; the answers are as long as the writes that ran.
 * `ranAgain` hears why a batch run together had to run again entry by entry.
 */
export async function batchWrite(
  db: Db,
  userId: string,
  items: readonly BatchItem[],
  refusal: Refusal,
  ranAgain: (cause: unknown) => void = () => undefined,
): Promise<WriteResult[]> {
  try {
    return await runBatch(db, userId, items, refusal, 'together');
  } catch (error) {
    if (!(error instanceof EntryFailed)) throw error;
    ranAgain(error.cause);
    return runBatch(db, userId, items, refusal, 'entry by entry');
  }
}

function runBatch(
  db: Db,
  userId: string,
  items: readonly BatchItem[],
  refusal: Refusal,
  how: 'together' | 'entry by entry',
): Promise<WriteResult[]> {
  return db.transaction().execute(async (trx) => {
    const sync = syncRepository(trx);
    // This bump takes the user's counter row lock for the whole batch (see the header), so no
    // other write of this user can take a version meanwhile: the entries' versions are counted
    // here and the counter is set once at the end, not bumped by a query for every entry.
    const first = await sync.bumpVersion(userId);
    let version = first;
    const keys = items.flatMap((i) => ('ctx' in i && i.ctx.key ? [i.ctx.key] : []));
    const stored = new Map<string, StoredKey>(
      (await sync.findIdempotentMany(userId, keys)).map((k) => [k.key, k]),
    );
    const results: WriteResult[] = [];
    const records: IdempotencyKeysTable[] = [];
    const savepoints = how === 'together' ? together(trx, userId, items) : entrySavepoints(trx);
    for (const item of items) {
      const outcome =
        'ctx' in item
          ? await applyOne(trx, savepoints, item, version + 1, stored, refusal)
          : refused(item.refused, refusal);
      if (!outcome) break;
      results.push(outcome.result);
      if (outcome.applied) version++;
      if (outcome.record) {
        records.push(outcome.record);
        stored.set(outcome.record.key, outcome.record);
      }
    }
    await savepoints.close();
    if (version > first) await sync.setVersion(userId, version);
    await sync.saveIdempotentMany(records);
    return results;
  });
}

const savepoint = {
  take: 'SAVEPOINT batch_entry',
  release: 'RELEASE SAVEPOINT batch_entry',
  rollback: 'ROLLBACK TO SAVEPOINT batch_entry',
};

type Savepoints = ReturnType<typeof entrySavepoints>;

/**
 * A batch run together: no savepoints; it holds the rows its entries name, and saves the writes
 * that waited in memory at its end; a failure ends it (a save's too: an entry's write broke a
 * rule of the database, and running entry by entry finds which).
 */
function together(trx: Db, userId: string, items: readonly BatchItem[]): Savepoints {
  const ids = new Set(items.flatMap((item) => ('ids' in item && item.ids ? [...item.ids] : [])));
  holdBatchRows(trx, userId, ids);
  const none = () => Promise.resolve();
  return {
    take: none,
    release: none,
    rollback: (cause) => Promise.reject(new EntryFailed(cause)),
    close: () =>
      saveBatchRows(trx).catch((cause: unknown) => {
        throw new EntryFailed(cause);
      }),
  };
}

/**
 * The savepoint each entry runs in. On PostgreSQL each call is a round trip to the server, so an
 * entry's release waits to go with the next entry's savepoint, in one call (the simple query
 * protocol takes several statements). SQLite takes one statement a call, but there each call is a
 * function call, not a round trip.
 */
function entrySavepoints(trx: Db) {
  const together = trx.getExecutor().adapter instanceof PostgresAdapter;
  const run = async (...statements: string[]) => {
    for (const text of together ? [statements.join('; ')] : statements)
      await trx.executeQuery(rawStatement(text));
  };
  let releaseDue = false;
  return {
    take: async () => {
      const due = releaseDue ? [savepoint.release] : [];
      releaseDue = false;
      await run(...due, savepoint.take);
    },
    release: async () => {
      if (together) releaseDue = true;
      else await run(savepoint.release);
    },
    rollback: (_cause: unknown) => run(savepoint.rollback, savepoint.release),
    close: async () => {
      if (releaseDue) await run(savepoint.release);
      releaseDue = false;
    },
  };
}

type Outcome =
  { result: WriteResult; applied?: boolean; record?: IdempotencyKeysTable } | undefined;

const refused = (error: unknown, refusal: Refusal): Outcome => {
  const result = refusal(error);
  return result ? { result } : undefined;
};

/** One entry, in its savepoint, at `version` (used only if it applies). */
async function applyOne(
  trx: Db,
  savepoints: Savepoints,
  { ctx, work }: { ctx: WriteContext; work: Work },
  version: number,
  stored: Map<string, StoredKey>,
  refusal: Refusal,
): Promise<Outcome> {
  try {
    const replay = ctx.key ? replayOf(stored.get(ctx.key), ctx) : undefined;
    if (replay) return { result: replay };
  } catch (error) {
    return { result: refusal(error)! };
  }
  await savepoints.take();
  try {
    const result = await work(trx, version);
    await savepoints.release();
    return { result, applied: true, ...(ctx.key ? { record: record(ctx, result) } : {}) };
  } catch (error) {
    await savepoints.rollback(error);
    return refused(error, refusal);
  }
}
