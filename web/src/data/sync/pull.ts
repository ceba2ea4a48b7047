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
    if (!state.history && (await startsWithHistory(db, state))) {
      const started = await historyPage();
      if (started.result !== 'done') return started.result;
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

  const fetchHistory = (at: { top: number; below: number } | undefined) =>
    transport({
      method: 'GET',
      path: historyPath(at, historyLimits),
      headers: { Accept: 'application/json' },
    });

  /**
   * Fetches (or takes the one already asked for) and stores the next answer of the history; asks
   * for the one after it meanwhile when `ahead` allows. Returns what to hand the next call.
   */
  async function historyPage(
    asked?: Promise<TransportResponse>,
    ahead = false,
  ): Promise<{ result: StepResult; next?: Promise<TransportResponse> }> {
    let response: TransportResponse;
    try {
      response = await (asked ?? fetchHistory((await syncState(db)).history));
    } catch {
      return { result: 'offline' };
    }
    if (response.status === 401) return { result: 'unauthorized' };
    if (response.status !== 200) return { result: 'offline' };
    const page = parseHistory(response.text);
    const next = ahead && page.hasMore ? fetchHistory(page) : undefined;
    next?.catch(() => undefined);
    const touched = await storeHistory(db, page, historyLimits.perWrite);
    // The last page: everything the history brought is measured together once.
    const complete = !(await syncState(db)).history;
    await refresh(complete ? new Set(syncedTables) : touched);
    return { result: 'done', next };
  }

  /**
   * Brings the rest of a new device's history, up to `pages` pages, newest first, asking for each
   * page while the one before is stored. `first` runs before each page (the engine pushes the
   * driver's own changes there). Asking ahead is safe: a page holds only versions the device has
   * never held, and no ordinary pull runs in between.
   */
  async function history(pages: number, first: () => Promise<StepResult>): Promise<StepResult> {
    let asked: Promise<TransportResponse> | undefined;
    for (let page = 0; page < pages; page++) {
      if (!(await syncState(db)).history) return 'done';
      const before = await first();
      if (before !== 'done' && before !== 'paymentRequired') return before;
      const stored = await historyPage(asked, page + 1 < pages);
      if (stored.result !== 'done') return stored.result;
      asked = stored.next;
    }
    return 'done';
  }

  return { pull, history, refresh };
}
