/**
 * One write, one transaction (docs/architecture.md, Code layout): the change, the user's version bump and the
 * idempotency record commit together. Bumping first takes the user's counter row lock, which
 * serialises that user's writes, so two racing replays of one call cannot both apply.
 *
 * A key answers once per request (IETF Idempotency-Key draft): the same request replayed gets the
 * first answer and changes nothing; another request under a used key gets 422 and changes nothing.
 *
 * A batch (POST /api/sync/push) runs many writes in one transaction, each inside a savepoint, so a
 * refused entry is refused alone and the rest still commit. Each entry gets a version of its own:
 * a later entry may change a row an earlier one wrote (a late fill-up re-measures the next), and a
 * row's version must tell its contents apart, or the earlier answer, replayed, would pass for the
 * row as it is now.
 */
import type { Db } from '../db/database.js';
import { rawStatement } from '../db/prepared.js';
import type { IdempotencyKeysTable } from '../db/schema.js';
import { HttpError } from '../lib/errors.js';
import { isoNow } from '../lib/tokens.js';
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
export type BatchItem = { ctx: WriteContext; work: Work } | { refused: unknown };

/**
 * What one refused write answers, or undefined when the failure is the server's own (the batch then
 * stops there: what came before commits, the rest is sent again later).
 */
export type Refusal = (error: unknown) => WriteResult | undefined;

/** Runs writes in order in one transaction; the answers are as long as the writes that ran. */
export async function batchWrite(
  db: Db,
  userId: string,
  items: readonly BatchItem[],
  refusal: Refusal,
): Promise<WriteResult[]> {
  return db.transaction().execute(async (trx) => {
    const sync = syncRepository(trx);
    // The first bump takes the user's counter row lock for the whole batch (see the header).
    await sync.bumpVersion(userId);
    const keys = items.flatMap((i) => ('ctx' in i && i.ctx.key ? [i.ctx.key] : []));
    const stored = new Map<string, StoredKey>(
      (await sync.findIdempotentMany(userId, keys)).map((k) => [k.key, k]),
    );
    const results: WriteResult[] = [];
    const records: IdempotencyKeysTable[] = [];
    for (const item of items) {
      const outcome =
        'ctx' in item
          ? await applyOne(trx, item.ctx, item.work, stored, refusal)
          : refused(item.refused, refusal);
      if (!outcome) break;
      results.push(outcome.result);
      if (outcome.record) {
        records.push(outcome.record);
        stored.set(outcome.record.key, outcome.record);
      }
    }
    await sync.saveIdempotentMany(records);
    return results;
  });
}

const savepoint = {
  take: rawStatement('SAVEPOINT batch_entry'),
  release: rawStatement('RELEASE SAVEPOINT batch_entry'),
  rollback: rawStatement('ROLLBACK TO SAVEPOINT batch_entry'),
};

type Outcome = { result: WriteResult; record?: IdempotencyKeysTable } | undefined;

const refused = (error: unknown, refusal: Refusal): Outcome => {
  const result = refusal(error);
  return result ? { result } : undefined;
};

async function applyOne(
  trx: Db,
  ctx: WriteContext,
  work: Work,
  stored: Map<string, StoredKey>,
  refusal: Refusal,
): Promise<Outcome> {
  try {
    const replay = ctx.key ? replayOf(stored.get(ctx.key), ctx) : undefined;
    if (replay) return { result: replay };
  } catch (error) {
    return { result: refusal(error)! };
  }
  await trx.executeQuery(savepoint.take);
  try {
    const version = await syncRepository(trx).bumpVersion(ctx.userId);
    const result = await work(trx, version);
    await trx.executeQuery(savepoint.release);
    return { result, ...(ctx.key ? { record: record(ctx, result) } : {}) };
  } catch (error) {
    await trx.executeQuery(savepoint.rollback);
    await trx.executeQuery(savepoint.release);
    return refused(error, refusal);
  }
}
