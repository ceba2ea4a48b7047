/**
 * Answers kept per driver while nothing they depend on changes, as the dashboard keeps its stats
 * (dashboard.service.ts): every write to a driver's synced records bumps their sync version in
 * its own transaction (sync/versioned-write.ts), so a key built from that version, the driver's
 * time zone and the request's own parameters names the answer exactly, and one indexed read tells
 * whether the kept one still holds. Each API process keeps its own; any of them may answer.
 */
import type { Db } from '../db/database.js';
import { freshnessRepository } from '../repositories/freshness.repository.js';

/**
 * One answer a driver is kept (the last one asked), for at most `drivers` drivers, the one asked
 * least recently going first: a driver asking for window after window replaces their own answer
 * and pushes out nobody else's.
 */
export function keptAnswersOf<T>(db: Db, drivers: number) {
  const kept = new Map<string, { key: string; value: T }>();
  /**
   * The answer to what the driver `asked`, computed afresh unless it is the one kept for them and
   * neither their records nor their time zone changed since.
   */
  return async (userId: string, asked: string, compute: () => Promise<T>): Promise<T> => {
    const fresh = await freshnessRepository(db).freshness(userId);
    const slot = userId;
    const key = `${fresh?.version ?? 0}|${fresh?.timeZone ?? ''}|${asked}`;
    const hit = kept.get(slot);
    if (hit?.key === key) {
      kept.delete(slot);
      kept.set(slot, hit);
      return hit.value;
    }
    const value = await compute();
    kept.delete(slot);
    kept.set(slot, { key, value });
    if (kept.size > drivers) kept.delete(kept.keys().next().value!);
    return value;
  };
}
