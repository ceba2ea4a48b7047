/**
 * The pull side of the sync engine (ARCHITECTURE.md, Sync). Pull stores rows and tombstones newer
 * than the cursor and advances the cursor in the same Dexie transaction (pull-store.ts), page by
 * page, asking for the next page while storing this one. A device that never synced starts with
 * the first answer of its history, newest first (history.ts); the engine brings the older pages.
 */
import {
  syncedTables,
  type SyncChanges,
  type SyncedTable,
  type SyncHistory,
} from '@haulbook/sync-protocol';
import { refreshDerived } from './derived';
import {
  historyPath,
  parseHistory,
  startsWithHistory,
  storeHistory,
  type HistoryLimits,
} from './history';
import { parsePulled, storePulled } from './pull-store';
import { rowKey, syncState, type SyncDb } from './sync-db';
import type { StepResult, Transport, TransportResponse } from './transport';

export interface PullOptions {
  db: SyncDb;
  transport: Transport;
  pullLimit: number;
  historyLimits: HistoryLimits;
}

/** Notes the rows and tombstones an ordinary pull brought. */
function notePulled(pulled: Set<string>, changes: SyncChanges) {
  for (const table of syncedTables)
    for (const row of changes[table]) pulled.add(rowKey(table, row.id));
  for (const gone of changes.tombstones) pulled.add(rowKey(gone.table, gone.id));
}

/** A page of the history without the rows an ordinary pull brought since it was asked for. */
function withoutPulled(page: SyncHistory, pulled: ReadonlySet<string>): SyncHistory {
  if (pulled.size === 0) return page;
  const kept = { ...page };
  for (const table of syncedTables)
    (kept[table] as { id: string }[]) = page[table].filter(
      (row) => !pulled.has(rowKey(table, row.id)),
    );
  return kept;
}

/** An answer of the history, read; or why there is none. */
type Asked = { page: SyncHistory } | { result: Exclude<StepResult, 'done'> };

export function createPull({ db, transport, pullLimit, historyLimits }: PullOptions) {
  /**
   * The history's second page, asked for with its first answer (see history()), and the rows
   * ordinary pulls brought meanwhile, whose older copies it may hold.
   */
  let early: { asked: Promise<Asked>; pulled: Set<string> } | undefined;

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
   * answer of its history, newest first (history.ts), and pulls on from there; when the rest of
   * the history is to follow at once (`historyFollows`), its second page is asked for with the
   * first answer, so the server makes it while the device stores.
   */
  async function pull(historyFollows = false): Promise<StepResult> {
    const state = await syncState(db);
    if (!state.history && (await startsWithHistory(db, state))) {
      const started = await historyPage(undefined, historyFollows);
      if (started.result !== 'done') return started.result;
      early = started.next && { asked: started.next, pulled: new Set() };
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
      if (early) notePulled(early.pulled, changes);
      if (!changes.hasMore) {
        await refresh(touched);
        return 'done';
      }
    }
  }

  /**
   * Asks for the part of the history below `at` (the first answer when undefined) and reads the
   * answer as soon as it arrives, while the page before it is still being stored.
   */
  function askHistory(at: { top: number; below: number } | undefined): Promise<Asked> {
    const asked = transport({
      method: 'GET',
      path: historyPath(at, historyLimits),
      headers: { Accept: 'application/json' },
    }).then(
      (response): Asked => {
        if (response.status === 401) return { result: 'unauthorized' };
        if (response.status !== 200) return { result: 'offline' };
        return { page: parseHistory(response.text) };
      },
      (): Asked => ({ result: 'offline' }),
    );
    // Whether or not it is ever stored, an answer that fails to parse must not go unheard.
    asked.catch(() => undefined);
    return asked;
  }

  /**
   * Stores the next answer of the history (asked for here, or already asked), asking for the one
   * after it meanwhile when `ahead` allows. Returns what to hand the next call.
   */
  async function historyPage(
    asked?: Promise<Asked>,
    ahead = false,
    pulled: ReadonlySet<string> = new Set(),
  ): Promise<{ result: StepResult; next?: Promise<Asked> }> {
    const answer = await (asked ?? askHistory((await syncState(db)).history));
    if (!('page' in answer)) return { result: answer.result };
    const page = withoutPulled(answer.page, pulled);
    const next = ahead && page.hasMore ? askHistory(page) : undefined;
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
   * never held, and no ordinary pull runs in between. The second page, asked for with the first
   * answer, may come from before the ordinary pull after that answer: it leaves out whatever that
   * pull brought.
   */
  async function history(pages: number, first: () => Promise<StepResult>): Promise<StepResult> {
    let asked = early?.asked;
    let pulled = early?.pulled;
    early = undefined;
    for (let page = 0; page < pages; page++) {
      if (!(await syncState(db)).history) return 'done';
      const before = await first();
      if (before !== 'done' && before !== 'paymentRequired') return before;
      const stored = await historyPage(asked, page + 1 < pages, pulled);
      if (stored.result !== 'done') return stored.result;
      asked = stored.next;
      pulled = undefined;
    }
    return 'done';
  }

  return { pull, history, refresh };
}
