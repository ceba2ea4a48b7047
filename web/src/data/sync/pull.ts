/**
 * The pull side of the sync engine (docs/architecture.md, Sync). Pull stores rows and tombstones newer
 * than the cursor and advances the cursor in the same Dexie transaction (pull-store.ts), page by
 * page, asking for the next page while storing this one. A device that never synced starts with
 * the first answer of its history, newest first (history.ts); the engine brings the older pages.
 * This decides which answer of the history is asked for and stored when; reading and storing
 * them is the given history pages' (in the app, a worker's: history-channel.ts).
 */
import { syncedTables, type SyncChanges, type SyncedTable } from '@haulbook/sync-protocol';
import { refreshDerived } from './derived';
import { startsWithHistory, type Asked, type HistoryPages } from './history';
import { parsePulled, storePulled } from './pull-store';
import { rowKey, syncState, type SyncDb } from './sync-db';
import type { StepResult, Transport, TransportResponse } from './transport';

export interface PullOptions {
  db: SyncDb;
  transport: Transport;
  pullLimit: number;
  /** Where the history's answers are read and stored (history.ts, history-channel.ts). */
  pages: HistoryPages;
}

/** Notes the rows and tombstones an ordinary pull brought. */
function notePulled(pulled: Set<string>, changes: SyncChanges) {
  for (const table of syncedTables)
    for (const row of changes[table]) pulled.add(rowKey(table, row.id));
  for (const gone of changes.tombstones) pulled.add(rowKey(gone.table, gone.id));
}

export function createPull({ db, transport, pullLimit, pages }: PullOptions) {
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
    let asked: { since: number; next: Promise<TransportResponse> } | undefined;
    if (!state.history && (await startsWithHistory(db, state))) {
      const started = await firstAnswer(historyFollows);
      if ('result' in started) return started.result;
      asked = started;
    }
    const { cursor } = await syncState(db);
    let next = asked?.since === cursor ? asked.next : fetchPage(cursor);
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
   * Reads and stores the history's first answer. The ordinary pull from its top is asked for as
   * soon as it arrives, before the second page when that follows (`historyFollows`): the server
   * answers the small pull first and makes the page while the device stores the answer. Answers
   * that pull and where it starts: pull() asks again from its cursor if the answer did not fit.
   */
  async function firstAnswer(
    historyFollows: boolean,
  ): Promise<
    { result: Exclude<StepResult, 'done'> } | { since: number; next: Promise<TransportResponse> }
  > {
    const answer = await pages.ask(undefined);
    if (!('page' in answer)) return { result: answer.result };
    const since = answer.page.top;
    const next = fetchPage(since);
    next.catch(() => undefined);
    const second = historyFollows && answer.page.hasMore ? pages.ask(answer.page) : undefined;
    second?.catch(() => undefined);
    await pages.store(answer.page, new Set());
    early = second && { asked: second, pulled: new Set() };
    return { since, next };
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
    const answer = await (asked ?? pages.ask((await syncState(db)).history));
    if (!('page' in answer)) return { result: answer.result };
    const next = ahead && answer.page.hasMore ? pages.ask(answer.page) : undefined;
    // Whether or not it is ever stored, an answer that fails to be read must not go unheard.
    next?.catch(() => undefined);
    await pages.store(answer.page, pulled);
    return { result: 'done', next };
  }

  /**
   * Brings the rest of a new device's history, up to `count` pages, newest first, asking for each
   * page while the one before is stored. `first` runs before each page (the engine pushes the
   * driver's own changes there). Asking ahead is safe: a page holds only versions the device has
   * never held, and no ordinary pull runs in between. The second page, asked for with the first
   * answer, may come from before the ordinary pull after that answer: it leaves out whatever that
   * pull brought.
   */
  async function history(count: number, first: () => Promise<StepResult>): Promise<StepResult> {
    let asked = early?.asked;
    let pulled = early?.pulled;
    early = undefined;
    try {
      for (let page = 0; page < count; page++) {
        if (!(await syncState(db)).history) return 'done';
        const before = await first();
        if (before !== 'done' && before !== 'paymentRequired') return before;
        const stored = await historyPage(asked, page + 1 < count, pulled);
        if (stored.result !== 'done') return stored.result;
        asked = stored.next;
        pulled = undefined;
      }
      return 'done';
    } finally {
      // An answer asked ahead and left unstored is asked for again next time.
      pages.close();
    }
  }

  return { pull, history, refresh };
}
