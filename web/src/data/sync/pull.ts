/**
 * The pull side of the sync engine (ARCHITECTURE.md, Sync). Pull stores rows and tombstones newer
 * than the cursor and advances the cursor in the same Dexie transaction (pull-store.ts), page by
 * page, asking for the next page while storing this one. A device that never synced starts with
 * the first answer of its history, newest first (history.ts); the engine brings the older pages.
 */
import { syncedTables, type SyncedTable } from '@haulbook/sync-protocol';
import { refreshDerived } from './derived';
import {
  historyPath,
  parseHistory,
  startsWithHistory,
  storeHistory,
  type HistoryLimits,
} from './history';
import { parsePulled, storePulled } from './pull-store';
import { syncState, type SyncDb } from './sync-db';
import type { StepResult, Transport, TransportResponse } from './transport';

export interface PullOptions {
  db: SyncDb;
  transport: Transport;
  pullLimit: number;
  historyLimits: HistoryLimits;
}

export function createPull({ db, transport, pullLimit, historyLimits }: PullOptions) {
  const fetchPage = (since: number) =>
    transport({
      method: 'GET',
      path: `/api/sync/changes?since=${since}&limit=${pullLimit}`,
      headers: { Accept: 'application/json' },
    });

  /**
   * Derived values (a fill-up's MPG) are measured again only once the device holds the whole
   * history: until then the oldest fill-up here has its neighbour still on the way, and the
   * server's figure, which the history brought, is the right one.
   */
  async function refresh(touched: ReadonlySet<SyncedTable>): Promise<void> {
    if (!(await syncState(db)).history) await refreshDerived(db, touched);
  }

  /**
   * Pulls page after page. The next page is asked for while this one is being stored (its cursor
   * is in the answer), so the server's work and the device's overlap; pages are still stored
   * strictly in order, each with its cursor. A device that never synced starts with the first
   * answer of its history, newest first (history.ts), and pulls on from there.
   */
  async function pull(): Promise<StepResult> {
    const state = await syncState(db);
    if (startsWithHistory(state) && !state.history) {
      const started = await historyPage();
      if (started !== 'done') return started;
    }
    let next = fetchPage((await syncState(db)).cursor);
    const touched = new Set<SyncedTable>();
    for (;;) {
      let response: TransportResponse;
      try {
        response = await next;
      } catch {
        return 'offline';
      }
      if (response.status === 401) return 'unauthorized';
      if (response.status !== 200) return 'offline';
      const changes = parsePulled(response.text);
      if (changes.hasMore) {
        next = fetchPage(changes.cursor);
        // Stored or not, this page's failure must not leave the prefetch's rejection unheard.
        next.catch(() => undefined);
      }
      await storePulled(db, changes);
      for (const table of syncedTables) if (changes[table].length > 0) touched.add(table);
      for (const gone of changes.tombstones) touched.add(gone.table);
      if (!changes.hasMore) {
        await refresh(touched);
        return 'done';
      }
    }
  }

  /** Fetches and stores the next answer of the history. */
  async function historyPage(): Promise<StepResult> {
    const { history } = await syncState(db);
    let response: TransportResponse;
    try {
      response = await transport({
        method: 'GET',
        path: historyPath(history, historyLimits),
        headers: { Accept: 'application/json' },
      });
    } catch {
      return 'offline';
    }
    if (response.status === 401) return 'unauthorized';
    if (response.status !== 200) return 'offline';
    const touched = await storeHistory(db, parseHistory(response.text));
    // The last page: everything the history brought is measured together once.
    const complete = !(await syncState(db)).history;
    await refresh(complete ? new Set(syncedTables) : touched);
    return 'done';
  }

  return { pull, historyPage, refresh };
}
