/**
 * A new device's history read and stored in a worker (history.worker.ts), so the thousands of
 * rows a first sync parses and hands to IndexedDB (whose structured clone runs on the calling
 * thread) never hold up the screens drawing the first answer. In the app the first answer itself
 * is read and stored on the screens' thread (firstAnswerHere). The pull (pull.ts) still decides
 * what is asked for and when; each answer stays in the worker, which the page names by a number,
 * until it is stored. The screens see the stored rows as any write: Dexie tells every live query
 * of the origin, in whichever thread the write was made.
 *
 * Invariant: no request is left pending, so a sync round always ends. An ask the worker can no
 * longer answer (closed, failed) is answered 'offline'; storing an answer a worker that ended
 * held fails the round. Answers are named by the request that asked for them, never twice in a
 * channel's life, so a later worker never stores another answer in its place. The history then
 * resumes from what was stored, as after a lost connection.
 */
import type { SyncedTable, SyncHistory } from '@haulbook/sync-protocol';
import { Dexie, RangeSet, type ObservabilitySet } from 'dexie';
import { historyPages } from './history';
import type { Asked, HistoryLimits, HistoryPages, HistoryPlace } from './history';
import type { SyncDb } from './sync-db';
import type { Transport } from './transport';

/** An answer held by the worker, named by `answer`: the id of the request that asked for it. */
export interface HeldAnswer extends HistoryPlace {
  answer: number;
}

export type HistoryRequest =
  | { op: 'ask'; id: number; limits: HistoryLimits; at?: { top: number; below: number } }
  | { op: 'store'; id: number; limits: HistoryLimits; answer: number; pulled: string[] };

export type HistoryReply =
  | { id: number; asked: Asked<HeldAnswer> }
  | { id: number; touched: SyncedTable[] }
  | { id: number; error: string };

/** The worker's side: answers each request with the pages `open` makes for its limits. */
export function serveHistory(
  open: (limits: HistoryLimits) => HistoryPages,
  reply: (message: HistoryReply) => void,
): (request: HistoryRequest) => Promise<void> {
  const held = new Map<number, HistoryPlace>();
  let pages: HistoryPages | undefined;
  return async (request) => {
    pages ??= open(request.limits);
    try {
      if (request.op === 'ask') {
        const asked = await pages.ask(request.at);
        if (!('page' in asked)) return reply({ id: request.id, asked });
        held.set(request.id, asked.page);
        const { top, below, hasMore } = asked.page;
        reply({ id: request.id, asked: { page: { top, below, hasMore, answer: request.id } } });
        return;
      }
      const page = held.get(request.answer);
      held.delete(request.answer);
      if (!page) throw new Error(`Answer ${request.answer} of the history is not held here`);
      const touched = await pages.store(page, new Set(request.pulled));
      reply({ id: request.id, touched: [...touched] });
    } catch (error) {
      reply({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}

/** A worker, as the page's side needs it. */
export interface HistoryWorker {
  postMessage(request: HistoryRequest): void;
  onmessage: ((event: MessageEvent<HistoryReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * The page's side: history pages that live in the worker `start` makes, started at the first
 * request and ended by close(). A worker that fails (it could not load, or threw outside a
 * request) answers what it was asked 'offline' and is started again at the next request.
 */
export function historyChannel(
  start: () => HistoryWorker,
  limits: HistoryLimits,
): HistoryPages<HeldAnswer> {
  let worker: HistoryWorker | undefined;
  /** Each request not yet answered, by id: what resolves it. */
  const pending = new Map<number, (reply: HistoryReply) => void>();
  /** The answers the running worker holds. */
  const held = new Set<number>();
  let sent = 0;

  function end() {
    worker?.terminate();
    worker = undefined;
    held.clear();
    for (const [id, resolve] of pending) resolve({ id, asked: { result: 'offline' } });
    pending.clear();
  }

  function send(request: HistoryRequest): Promise<HistoryReply> {
    if (!worker) {
      worker = start();
      worker.onmessage = ({ data }) => {
        pending.get(data.id)?.(data);
        pending.delete(data.id);
      };
      worker.onerror = end;
    }
    const answered = new Promise<HistoryReply>((resolve) => pending.set(request.id, resolve));
    worker.postMessage(request);
    return answered;
  }

  const failed = (reply: HistoryReply) => {
    if ('error' in reply) throw new Error(reply.error);
    return reply;
  };

  return {
    async ask(at) {
      const reply = failed(await send({ op: 'ask', id: ++sent, limits, ...(at ? { at } : {}) }));
      if (!('asked' in reply)) return { result: 'offline' };
      if ('page' in reply.asked) held.add(reply.asked.page.answer);
      return reply.asked;
    },
    async store(page, pulled) {
      // What an ended worker held went with it: the page is asked for again in a later round.
      const gone = () => new Error('The history worker ended before it stored this page');
      if (!held.delete(page.answer)) throw gone();
      const request: HistoryRequest = {
        op: 'store',
        id: ++sent,
        limits,
        answer: page.answer,
        pulled: [...pulled],
      };
      const reply = failed(await send(request));
      if (!('touched' in reply)) throw gone();
      return new Set(reply.touched);
    },
    close: end,
  };
}

/**
 * The first answer read and stored `here`, on the screens' thread: the screens wait for it, and a
 * worker's first answer would wait for the worker's code to arrive and start. The older answers go
 * to the worker (`there`), started only when there are some: a driver whose whole history fits in
 * the first answer never starts one.
 */
export function firstAnswerHere(
  here: HistoryPages<SyncHistory>,
  there: HistoryPages<HeldAnswer>,
): HistoryPages<SyncHistory | HeldAnswer> {
  return {
    ask: (at) => (at ? there.ask(at) : here.ask(at)),
    store: (answer, pulled) =>
      'answer' in answer ? there.store(answer, pulled) : here.store(answer, pulled),
    close() {
      here.close();
      there.close();
    },
  };
}

/** Tells every live query of the origin that any row of `db` may have changed. */
function tellScreens(db: Dexie): void {
  const everything = new RangeSet(-Infinity, [[]]);
  const parts: ObservabilitySet = {};
  for (const table of db.tables)
    for (const index of ['', ':dels', ...table.schema.indexes.map((i) => i.name)])
      parts[`idb://${db.name}/${table.name}/${index}`] = everything;
  Dexie.on.storagemutated.fire(parts);
}

/**
 * The worker's history pages. Its writes tell the screens nothing one by one: a live query reads
 * again, and shows nothing meanwhile, whenever a write lands while it reads, so the parts of a
 * page stored back to back would keep a screen from drawing until the whole history is in. The
 * screens are told once each answer is stored, whatever it held. `db` must not be open yet.
 */
export function quietHistoryPages(
  db: SyncDb,
  transport: Transport,
  limits: HistoryLimits,
): HistoryPages<SyncHistory> {
  db.unuse({ stack: 'dbcore', name: 'Observability' });
  const pages = historyPages(db, transport, limits);
  return {
    ...pages,
    async store(answer, pulled) {
      try {
        return await pages.store(answer, pulled);
      } finally {
        tellScreens(db);
      }
    },
  };
}
