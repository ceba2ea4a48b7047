/**
 * One write, one transaction (STYLE.md 5): the change, the user's version bump and the
 * idempotency record commit together. A call replayed with the same Idempotency-Key returns the
 * first answer and changes nothing; the counter row lock serialises one user's writes, so two
 * racing replays cannot both apply.
 */
import type { Db } from '../db/database.js';
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
}

class Replay {
  constructor(readonly result: WriteResult) {}
}

export async function versionedWrite(
  db: Db,
  context: WriteContext,
  work: (trx: Db, version: number) => Promise<WriteResult>,
): Promise<WriteResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const sync = syncRepository(trx);
      const version = await sync.bumpVersion(context.userId);
      if (context.key) {
        const stored = await sync.findIdempotent(context.userId, context.key);
        if (stored)
          throw new Replay({
            statusCode: stored.statusCode,
            body: JSON.parse(stored.responseBody),
          });
      }
      const result = await work(trx, version);
      if (context.key) {
        await sync.saveIdempotent({
          userId: context.userId,
          key: context.key,
          method: context.method,
          path: context.path,
          statusCode: result.statusCode,
          responseBody: JSON.stringify(result.body),
          createdAt: isoNow(),
        });
      }
      return result;
    });
  } catch (error) {
    if (error instanceof Replay) return error.result;
    throw error;
  }
}
