/**
 * A new device's history, newest first (sync-protocol sync-history.ts). The first answer brings
 * the settings, the open loads and the newest page, sets the ordinary pull's cursor to the
 * history's `top`, and the screens draw from it; the older pages follow in the background, each
 * stored in parts with its place (`below`), so a reload or a lost connection resumes where it
 * stopped.
 *
 * Invariant: a page stores no row an ordinary pull brought after the page was asked for. A page
 * asked for after every pull before it was stored has a newer snapshot than those pulls, so it
 * holds no older copy of their rows: a row changed or deleted since `top` has left the history
 * for the ordinary pull. The one page asked for earlier, the second, with the first answer and
 * before the ordinary pull after it, leaves out whatever that pull brought (pull.ts).
 * The driver's own pushes may come between a page asked for and its storing; they cannot touch
 * its rows, which are versions the device has never held.
 */
import {
  syncedTables,
  syncHistorySchema,
  type SyncedTable,
  type SyncHistory,
} from '@haulbook/sync-protocol';
import { refreshDerived } from './derived';
import { queuedRows, storeRows } from './pull-store';
import { rowKey, syncState, type SyncDb } from './sync-db';
import type { StepResult, Transport } from './transport';

/**
 * A device that never synced and holds nothing starts with the history instead of the ordinary
 * pull. One that holds rows of its own (made before its first sync) pulls from the start instead:
 * only that pull brings the tombstones of rows deleted elsewhere meanwhile, which the history,
 * made of the rows that are left, never mentions.
 */
export async function startsWithHistory(
  db: SyncDb,
  state: { cursor: number; lastSyncedAt: string | null },
): Promise<boolean> {
  if (state.cursor !== 0 || state.lastSyncedAt !== null) return false;
  // Asked all at once: one after another, each waited its turn behind the first screen's drawing.
  const counts = await Promise.all(
    [db.outbox, ...syncedTables.map((table) => db[table])].map((table) => table.count()),
  );
  return counts.every((count) => count === 0);
}

/** The call for the next part of the history: the first answer, or the page below `at`. */
export function historyPath(
  at: { top: number; below: number } | undefined,
  limits: HistoryLimits,
): string {
  if (!at) return `/api/sync/history?limit=${limits.first}`;
  return `/api/sync/history?top=${at.top}&below=${at.below}&limit=${limits.rest}`;
}

/** Rows a page of the history asks for: the first small, so the first screens draw at once. */
export interface HistoryLimits {
  first: number;
  rest: number;
  /**
   * Rows stored per transaction. A screen's reads wait behind a write to the same tables, so a
   * page of thousands of rows is stored in parts: the dashboard drawing during a new phone's
   * history waits for one part, not for the whole page.
   */
  perWrite: number;
}

/** One answer of the history, checked as a pulled page is (its envelope and each row's key). */
export const parseHistory = (text: string): SyncHistory =>
  syncHistorySchema.parse(JSON.parse(text)) as SyncHistory;

const rowsIn = (page: SyncHistory) =>
  syncedTables.reduce((sum, table) => sum + page[table].length, 0);

type Part = { table: SyncedTable; rows: SyncHistory[SyncedTable] }[];

/** A page's rows in parts of at most `perWrite`, table by table. */
function partsOf(page: SyncHistory, perWrite: number): Part[] {
  const parts: Part[] = [[]];
  let size = 0;
  for (const table of syncedTables)
    for (let i = 0; i < page[table].length;) {
      if (size === perWrite) {
        parts.push([]);
        size = 0;
      }
      const rows = page[table].slice(i, i + perWrite - size);
      parts.at(-1)!.push({ table, rows });
      size += rows.length;
      i += rows.length;
    }
  return parts;
}

/**
 * Stores one answer of the history, its place with the last part. A later page cut short by a
 * reload is asked for again: its rows come again at the versions they have now, and whatever of
 * them changed or went meanwhile comes by the ordinary pull, whose cursor is already `top`. An
 * answer that no longer fits the device's state (the history was replaced by a full pull
 * meanwhile) is dropped. Returns the tables it stored rows of.
 */
export async function storeHistory(
  db: SyncDb,
  page: SyncHistory,
  perWrite: number,
): Promise<Set<SyncedTable>> {
  const touched = new Set<SyncedTable>();
  const later = Boolean((await syncState(db)).history);
  // The first answer sets the ordinary pull's cursor: it is stored whole, so a device never
  // holds part of it with no cursor (a row deleted meanwhile would then never be taken away).
  const parts = later ? partsOf(page, perWrite) : [partsOf(page, perWrite).flat()];
  for (const [i, part] of parts.entries()) {
    // A later page's part holds only its own tables, so a screen reading others never waits.
    const tables = later ? [...new Set(part.map(({ table }) => table))] : syncedTables;
    const fits = await db.transaction(
      'rw',
      [db.outbox, db.shadows, db.syncState, ...tables.map((t) => db[t])],
      async () => {
        const state = await syncState(db);
        const history = state.history;
        // A later page whose history is gone meanwhile (replaced by a full pull) is dropped.
        const fitting = later
          ? history?.top === page.top
          : history
            ? history.top === page.top
            : await startsWithHistory(db, state);
        if (!fitting) return false;
        const queued = await queuedRows(db);
        for (const { table, rows } of part) {
          await storeRows(db, table, rows, false, queued);
          touched.add(table);
        }
        if (i < parts.length - 1) return true;
        const stored = (history?.stored ?? 0) + rowsIn(page);
        await db.syncState.put({
          ...state,
          cursor: history ? state.cursor : page.top,
          history: page.hasMore
            ? { top: page.top, below: page.below, total: history?.total ?? page.total, stored }
            : undefined,
          lastSyncedAt: new Date().toISOString(),
          lastError: null,
        });
        return true;
      },
    );
    if (!fits) break;
  }
  return touched;
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

/** Where an answer of the history stands: what the pull needs to ask for the next one. */
export interface HistoryPlace {
  top: number;
  below: number;
  hasMore: boolean;
}

/** An answer of the history, read; or why there is none. */
export type Asked<Answer extends HistoryPlace = HistoryPlace> =
  { page: Answer } | { result: Exclude<StepResult, 'done'> };

/**
 * Asking for and storing the history's answers (pull.ts decides which and when). Here, on the
 * thread that calls; history-channel.ts runs the same in a worker, so that reading and storing
 * thousands of rows leaves the screens' thread free.
 */
export interface HistoryPages<Answer extends HistoryPlace = HistoryPlace> {
  /** The answer below `at` (the first when undefined), read as soon as it arrives. */
  ask(at: { top: number; below: number } | undefined): Promise<Asked<Answer>>;
  /**
   * Stores an answer without the rows in `pulled` (rowKey), and once the device holds the whole
   * history, measures derived values again over all of it. Returns the tables it stored rows of.
   */
  store(answer: Answer, pulled: ReadonlySet<string>): Promise<Set<SyncedTable>>;
  /** Done for now: lets go of what it holds (the worker). */
  close(): void;
}

export function historyPages(
  db: SyncDb,
  transport: Transport,
  limits: HistoryLimits,
): HistoryPages<SyncHistory> {
  return {
    ask(at) {
      return transport({
        method: 'GET',
        path: historyPath(at, limits),
        headers: { Accept: 'application/json' },
      }).then(
        (response): Asked<SyncHistory> => {
          if (response.status === 401) return { result: 'unauthorized' };
          if (response.status !== 200) return { result: 'offline' };
          return { page: parseHistory(response.text) };
        },
        (): Asked<SyncHistory> => ({ result: 'offline' }),
      );
    },
    async store(answer, pulled) {
      const touched = await storeHistory(db, withoutPulled(answer, pulled), limits.perWrite);
      // The last page: everything the history brought is measured together once.
      if (!(await syncState(db)).history) await refreshDerived(db, new Set(syncedTables));
      return touched;
    },
    close() {},
  };
}

/** A first answer asked ahead stays usable this long; after that the pull asks again. */
const aheadFreshMs = 30_000;

export type FirstAnswerAhead<Answer extends HistoryPlace> = HistoryPages<Answer> & {
  /** Asks for the first answer now; the pull's next ask for it takes this one. */
  askFirstNow(): void;
  /** Lets go of an answer asked ahead (a sign-out, another sign-in): it was another session's. */
  forgetFirst(): void;
};

/**
 * `pages` whose first answer can be asked for before the pull wants it: right after a sign-in,
 * while the device opens its database and draws the shell, instead of once the pull has found the
 * device empty. The pull's next ask for the first answer takes it, once, while fresh; one that
 * brought no page (offline, refused) is asked again then. Asking earlier asks the same thing: the
 * answer fixes the history's top when the server makes it, and is stored only into a device still
 * empty (storeHistory), so an answer the pull never wants (the device held rows after all) is
 * dropped unread. The session that asked must be the one that stores: forgetFirst drops it.
 */
export function firstAnswerAhead<Answer extends HistoryPlace>(
  pages: HistoryPages<Answer>,
): FirstAnswerAhead<Answer> {
  let ahead: { asked: Promise<Asked<Answer>>; at: number } | undefined;
  return {
    ask(at) {
      if (at) return pages.ask(at);
      const taken = ahead;
      ahead = undefined;
      if (!taken || Date.now() - taken.at >= aheadFreshMs) return pages.ask(at);
      return taken.asked.then(
        (answer) => ('page' in answer ? answer : pages.ask(at)),
        () => pages.ask(at),
      );
    },
    store: (answer, pulled) => pages.store(answer, pulled),
    close: () => pages.close(),
    askFirstNow() {
      const asked = pages.ask(undefined);
      // Never taken (the device held rows, or another session came), it fails unheard.
      asked.catch(() => undefined);
      ahead = { asked, at: Date.now() };
    },
    forgetFirst() {
      ahead = undefined;
    },
  };
}
