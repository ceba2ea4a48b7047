/**
 * The pull (docs/architecture.md, Sync). Read in one snapshot: on PostgreSQL a REPEATABLE READ
 * transaction, on SQLite the single connection. Inside it, every row with version <= the counter
 * has committed (writers hold the counter row until they commit), so the counter is a safe cursor.
 *
 * Invariant: a page never ends inside a version. One write may give several rows one version (a
 * late fill-up re-measures the next one; a batch shares one), so a page that cut between them and
 * moved the cursor past their version would lose the rest for good. A page therefore holds whole
 * versions only: everything below a cutoff, or, when a single version is bigger than a page, all of
 * that version.
 */
import type { SyncChanges, SyncedTable, SyncHistory, Tombstone } from '@haulbook/sync-protocol';
import type { Db, Dialect } from '../../db/database.js';
import { syncRepository } from '../../sync/sync.repository.js';
import { sliceRows, yieldToOthers } from '../../lib/yield.js';
import { syncedRows, type SyncedTableRegistration } from '../../sync/synced-table.js';

function* slicesOf<T>(rows: readonly T[]): Generator<readonly T[]> {
  for (let i = 0; i < rows.length; i += sliceRows) yield rows.slice(i, i + sliceRows);
}

/**
 * The page as JSON text, written a slice of rows at a time with other requests let in between:
 * one JSON.stringify of thousands of rows would hold everyone else up for tens of milliseconds.
 */
export async function changesJson(changes: SyncChanges | SyncHistory): Promise<string> {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (!Array.isArray(value)) {
      parts.push(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
      continue;
    }
    const items: string[] = [];
    for (const slice of slicesOf(value as unknown[])) {
      const text = JSON.stringify(slice);
      if (text.length > 2) items.push(text.slice(1, -1));
      await yieldToOthers();
    }
    parts.push(`${JSON.stringify(key)}:[${items.join(',')}]`);
  }
  return `{${parts.join(',')}}`;
}

/** Rows as the device stores them, a slice at a time with other requests let in between. */
export async function shapedRows(
  t: SyncedTableRegistration,
  rows: readonly { version: number }[],
): Promise<unknown[]> {
  const shaped: unknown[] = [];
  for (const slice of slicesOf(rows)) {
    for (const row of slice) shaped.push(t.toShape(row as never));
    await yieldToOthers();
  }
  return shaped;
}

interface Source {
  /** Rows (or tombstones) newer than the cursor, oldest version first, at most a page. */
  rows: { version: number }[];
  /** Every row of this source at exactly `version`. */
  atVersion(version: number): Promise<{ version: number }[]>;
  full: boolean;
}

/**
 * The highest version below which every source was read completely, capped so a page holds about
 * `limit` rows; undefined when everything newer than the cursor was read.
 */
function cutoffOf(sources: Source[], limit: number): number | undefined {
  const versions = sources.flatMap((s) => s.rows.map((r) => r.version)).sort((a, b) => a - b);
  let cutoff = versions.length > limit ? versions[limit - 1] : undefined;
  for (const s of sources) {
    if (!s.full) continue;
    const last = s.rows[s.rows.length - 1]!.version;
    cutoff = cutoff === undefined ? last : Math.min(cutoff, last);
  }
  return cutoff;
}

type Counter = Awaited<ReturnType<ReturnType<typeof syncRepository>['counter']>>;

/**
 * The device must start again from nothing: its cursor is older than the tombstones kept, or
 * ahead of the counter (the database went back to a backup; what is written next takes versions
 * the device has already passed, and it would never pull them).
 */
const isReset = (counter: Counter, requested: number) =>
  requested > 0 &&
  (requested < (counter?.tombstoneFloor ?? 0) || requested > (counter?.version ?? 0));

/**
 * Whether nothing was written after `requested`: every row and tombstone has a version at most
 * the counter's, so a cursor at the counter has seen them all.
 */
const seenAll = (counter: Counter, requested: number) =>
  !isReset(counter, requested) && requested >= (counter?.version ?? 0);

export function syncService(db: Db, dialect: Dialect, tables: readonly SyncedTableRegistration[]) {
  async function read(
    trx: Db,
    userId: string,
    requested: number,
    limit: number,
  ): Promise<SyncChanges> {
    const sync = syncRepository(trx);
    const counter = await sync.counter(userId);
    const reset = isReset(counter, requested);
    const since = reset ? 0 : requested;

    const sources: Source[] = [];
    for (const t of tables) {
      const rows = syncedRows(trx, t.table);
      const page = await rows.changedSince(userId, since, limit);
      sources.push({
        rows: page,
        atVersion: (v) => rows.atVersion(userId, v),
        full: page.length === limit,
      });
    }
    const graves = reset ? [] : await sync.tombstonesAfter(userId, since, limit);
    sources.push({
      rows: graves,
      atVersion: (v) => sync.tombstonesAt(userId, v),
      full: graves.length === limit,
    });

    const cutoff = cutoffOf(sources, limit);
    let cursor = Math.max(since, counter?.version ?? 0);
    let pages = sources.map((s) => s.rows);
    if (cutoff !== undefined) {
      const below = pages.map((rows) => rows.filter((r) => r.version < cutoff));
      if (below.some((rows) => rows.length > 0)) {
        pages = below;
        cursor = cutoff - 1;
      } else {
        pages = await Promise.all(sources.map((s) => s.atVersion(cutoff)));
        cursor = cutoff;
      }
    }
    return await changes(pages, cursor, cutoff !== undefined, reset);
  }

  async function changes(
    pages: { version: number }[][],
    cursor: number,
    hasMore: boolean,
    reset: boolean,
  ): Promise<SyncChanges> {
    const out: Record<string, unknown> = { cursor, hasMore, reset };
    for (const [i, t] of tables.entries()) out[t.name] = await shapedRows(t, pages[i]!);
    const known = new Set<string>(tables.map((t) => t.name));
    out.tombstones = (
      pages[tables.length] as { tableName: string; rowId: string; version: number }[]
    )
      .filter((g) => known.has(g.tableName))
      .map((g): Tombstone => ({
        table: g.tableName as SyncedTable,
        id: g.rowId,
        version: g.version,
      }));
    return out as SyncChanges;
  }

  return {
    async changes(userId: string, since: number, limit: number): Promise<SyncChanges> {
      // Most pulls find nothing new (a phone's timer, another tab): the counter alone answers
      // them, one query where a snapshot of every table takes twenty round trips.
      if (seenAll(await syncRepository(db).counter(userId), since))
        return changes([...tables.map(() => []), []], since, false, false);
      const trx = db.transaction();
      const snapshot = dialect === 'postgres' ? trx.setIsolationLevel('repeatable read') : trx;
      return snapshot.execute((t) => read(t, userId, since, limit));
    },
  };
}
