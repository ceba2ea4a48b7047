/**
 * A new device's history, newest first (sync-protocol sync-history.ts), read in one snapshot as
 * the ordinary pull is (sync.service.ts). The first answer fixes `top` at the user's counter and
 * carries the tables and rows each registration marks `firstPull`, with the newest page of the
 * rest; later answers carry the page below `below`.
 *
 * Invariant, as for the ordinary pull: a page never ends inside a version. A page holds every row
 * above a cutoff, or, when a single version is bigger than a page, all of that version.
 */
import type { SyncHistory, SyncHistoryQuery } from '@haulbook/sync-protocol';
import type { Db, Dialect } from '../../db/database.js';
import { syncRepository } from '../../sync/sync.repository.js';
import { syncedRows, type SyncedTableRegistration } from '../../sync/synced-table.js';
import { shapedRows } from './sync.service.js';

type Versioned = { version: number };

interface Page {
  rows: Versioned[][];
  below: number;
  hasMore: boolean;
}

/**
 * The version a page stops above: every source is read one row past `limit`, so each row above
 * the first row left out is certainly read whole; and the page holds at most `limit` rows.
 * Undefined when every source was read to its end.
 */
function cutoffOf(sources: Versioned[][], limit: number): number | undefined {
  const versions = sources.flatMap((rows) => rows.map((r) => r.version)).sort((a, b) => b - a);
  let cutoff = versions.length > limit ? versions[limit] : undefined;
  for (const rows of sources)
    if (rows.length > limit) cutoff = Math.max(cutoff ?? 0, rows[limit]!.version);
  return cutoff;
}

const isPaged = (t: SyncedTableRegistration) => !(t.firstPull && 'whole' in t.firstPull);

export function historyService(
  db: Db,
  dialect: Dialect,
  tables: readonly SyncedTableRegistration[],
) {
  const paged = tables.filter(isPaged);

  async function pageBelow(trx: Db, userId: string, below: number, limit: number): Promise<Page> {
    const read: Versioned[][] = [];
    for (const t of paged)
      read.push(await syncedRows(trx, t.table).newestBelow(userId, below, limit + 1, t.firstPull));
    const cutoff = cutoffOf(read, limit);
    if (cutoff === undefined) return { rows: read, below: 1, hasMore: false };
    const above = read.map((rows) => rows.filter((r) => r.version > cutoff));
    if (above.some((rows) => rows.length > 0))
      return { rows: above, below: cutoff + 1, hasMore: true };
    // One version holds more than a page: it goes whole.
    const whole: Versioned[][] = [];
    for (const t of paged)
      whole.push(await syncedRows(trx, t.table).atVersion(userId, cutoff, t.firstPull));
    return { rows: whole, below: cutoff, hasMore: true };
  }

  async function firstAnswer(trx: Db, userId: string, top: number) {
    const rows = new Map<SyncedTableRegistration, Versioned[]>();
    let total = 0;
    for (const t of tables) {
      const access = syncedRows(trx, t.table);
      total += await access.countUpTo(userId, top);
      if (t.firstPull) rows.set(t, await access.firstPull(userId, top, t.firstPull));
    }
    return { rows, total };
  }

  async function read(trx: Db, userId: string, query: SyncHistoryQuery): Promise<SyncHistory> {
    const top = query.top ?? (await syncRepository(trx).counter(userId))?.version ?? 0;
    const first = query.top === undefined ? await firstAnswer(trx, userId, top) : undefined;
    const page = await pageBelow(trx, userId, query.below ?? top + 1, query.limit);
    const out: Record<string, unknown> = {
      top,
      below: page.below,
      hasMore: page.hasMore,
      total: first?.total ?? 0,
    };
    for (const t of tables) {
      const inPage = isPaged(t) ? page.rows[paged.indexOf(t)]! : [];
      out[t.name] = await shapedRows(t, [...(first?.rows.get(t) ?? []), ...inPage]);
    }
    return out as SyncHistory;
  }

  return {
    history(userId: string, query: SyncHistoryQuery): Promise<SyncHistory> {
      const trx = db.transaction();
      const snapshot = dialect === 'postgres' ? trx.setIsolationLevel('repeatable read') : trx;
      return snapshot.execute((t) => read(t, userId, query));
    },
  };
}
