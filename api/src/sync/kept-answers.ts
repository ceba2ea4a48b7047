/**
 * Answers kept per driver while nothing they depend on changes, as the dashboard keeps its stats
 * (dashboard.service.ts): every write to a driver's synced records bumps their sync version in
 * its own transaction (sync/versioned-write.ts), so a key built from that version, the driver's
 * time zone and the request's own parameters names the answer exactly, and one indexed read tells
 * whether the kept one still holds. Each API process keeps its own; any of them may answer.
 */
import type { Db } from '../db/database.js';
import { freshnessRepository } from '../repositories/freshness.repository.js';

/** At most this many answers are kept; the one used least recently goes first. */
const keptAnswers = 5000;

export function keptAnswersOf<T>(db: Db) {
  const kept = new Map<string, { key: string; value: T }>();
  /**
   * The answer for `slot` (the driver and what was asked), computed afresh only when the driver's
   * records or time zone changed since it was kept.
   */
  return async (userId: string, asked: string, compute: () => Promise<T>): Promise<T> => {
    const fresh = await freshnessRepository(db).freshness(userId);
    const slot = `${userId}|${asked}`;
    const key = `${fresh?.version ?? 0}|${fresh?.timeZone ?? ''}`;
    const hit = kept.get(slot);
    if (hit?.key === key) {
      kept.delete(slot);
      kept.set(slot, hit);
      return hit.value;
    }
    const value = await compute();
    kept.delete(slot);
    kept.set(slot, { key, value });
    if (kept.size > keptAnswers) kept.delete(kept.keys().next().value!);
    return value;
  };
}
