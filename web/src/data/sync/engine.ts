/**
 * The sync engine: push the outbox, then pull the server's changes (docs/architecture.md, Sync).
 *
 * Push replays entries in order, in batches of up to `maxPushEntries` to POST /api/sync/push,
 * each entry under `Idempotency-Key: <device>:<seq>`, so a batch whose answer was lost is safe to
 * send again. An entry carrying files (a receipt photo) goes alone, as the multipart REST call it
 * stands for. A network error, or a server that fails as a whole (5xx, 408, 429), stops the queue
 * until the next round (the scheduler backs off); a 401 stops everything and keeps every entry.
 * A 402 (the driver's plan lapsed, docs/architecture.md Subscriptions) refuses nothing for good: the
 * entry and the later changes to its row stay queued, as made, until the plan is active again, and
 * the round reports it so the app can show the gate. Any other 4xx is a permanent refusal:
 * recorded, rolled back, and the queue moves on. An entry the
 * server itself keeps failing on becomes stuck (outbox.ts) and is passed over with the later
 * changes to its row until the driver retries or discards it.
 *
 * Pull (pull.ts) stores the server's changes page by page. A device that never synced first brings
 * its history newest first (history.ts): the first answer at once, the older pages after each
 * round's pull, the driver's own changes pushed before each page.
 */
import {
  idempotencyKeyOf,
  maxPushChars,
  maxPushEntries,
  pushResponseSchema,
} from '@haulbook/sync-protocol';
import { historyPages, type HistoryLimits, type HistoryPages } from './history';
import { isStuck, type OutboxEntry, type Rejection } from './outbox';
import { createPull } from './pull';
import { messageOf, settle, type Answer } from './settle';
import { rowKey, syncState, type SyncDb } from './sync-db';
import type { StepResult, Transport, TransportResponse } from './transport';
import { asBlob } from '../keptFile';

export interface EngineOptions {
  db: SyncDb;
  transport: Transport;
  onRejected?: (rejection: Rejection) => void;
  pullLimit?: number;
  /** Rows a page of a new device's history asks for (history.ts). */
  historyLimits?: HistoryLimits;
  /**
   * Where the history's answers are read and stored: by default on this thread, over `transport`
   * (history.ts); the app's in a worker (history-channel.ts).
   */
  historyIn?: (limits: HistoryLimits) => HistoryPages;
  /** The clock that decides when an entry is stuck (tests move it). */
  now?: () => number;
}

/** The driver's plan is not in force: the entry waits for it, it is not refused. */
const paymentRequired = 402;

/** The whole server is unwell or busy: nobody's entry is to blame. */
const serverUnavailable = (status: number) => status >= 500 || status === 408 || status === 429;

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };

function answerOf(response: TransportResponse): Answer {
  try {
    return { status: response.status, body: JSON.parse(response.text) };
  } catch {
    return { status: response.status, body: response.text };
  }
}

function multipart(entry: OutboxEntry): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((entry.body ?? {}) as Record<string, string>))
    form.append(name, value);
  for (const file of entry.files ?? []) form.append(file.field, asBlob(file.blob), file.name);
  return form;
}

const hasFiles = (e: OutboxEntry) => (e.files?.length ?? 0) > 0;

const entryKey = (e: OutboxEntry) => rowKey(e.table, e.rowId);

/** A batched entry as it travels in POST /api/sync/push. */
const entryJson = (e: OutboxEntry) =>
  JSON.stringify({
    seq: e.seq!,
    method: e.method,
    path: e.path,
    ...(e.body !== undefined ? { body: e.body } : {}),
  });

/**
 * The next entries to send, from `queue[from]` on: a batch of entries without files (at most
 * `maxPushEntries` of them, and `maxPushChars` of JSON, `texts`), or one entry with files. Stuck
 * entries and the later changes to their rows are passed over (`held`).
 */
function nextBatch(queue: OutboxEntry[], from: number, held: Set<string>, now: number) {
  const batch: OutboxEntry[] = [];
  const texts: string[] = [];
  let chars = 0;
  let i = from;
  for (; i < queue.length && batch.length < maxPushEntries; i++) {
    const entry = queue[i]!;
    if (held.has(entryKey(entry)) || isStuck(entry, now)) {
      held.add(entryKey(entry));
      continue;
    }
    if (hasFiles(entry)) {
      if (batch.length === 0) batch.push(queue[i++]!);
      break;
    }
    const text = entryJson(entry);
    if (batch.length > 0 && chars + text.length > maxPushChars) break;
    batch.push(entry);
    texts.push(text);
    chars += text.length;
  }
  return { batch, texts, next: i };
}

export function createSyncEngine({
  db,
  transport,
  onRejected,
  pullLimit = 5000,
  historyLimits = { first: 1000, rest: 5000, perWrite: 1000 },
  historyIn = (limits) => historyPages(db, transport, limits),
  now = Date.now,
}: EngineOptions) {
  const {
    pull,
    history: bringHistory,
    refresh,
  } = createPull({ db, transport, pullLimit, pages: historyIn(historyLimits) });
  /** A failed attempt; `blame` when the server failed on this very entry (it may get stuck). */
  async function noteFailure(entry: OutboxEntry, message: string, blame: boolean) {
    const stored = await db.outbox.get(entry.seq!);
    if (!stored) return;
    await db.outbox.update(entry.seq!, {
      attempts: stored.attempts + 1,
      lastError: message,
      ...(blame
        ? {
            failures: (stored.failures ?? 0) + 1,
            failingSince: stored.failingSince ?? new Date(now()).toISOString(),
          }
        : {}),
    });
  }

  /** The queue as the running push read it, by seq (settle.ts reads less with it). */
  let queued: ReadonlyMap<number, OutboxEntry> = new Map();

  async function settleAnswers(entries: OutboxEntry[], answers: Answer[]): Promise<void> {
    if (entries.length === 0) return;
    const rejections = await settle(db, entries, answers, { queue: queued });
    await refresh(new Set(rejections.map((r) => r.table)));
    for (const rejection of rejections) onRejected?.(rejection);
  }

  /** What a send decided, and the bookkeeping to do on the device, in order, when its turn comes. */
  interface Sent {
    result: StepResult;
    settle: () => Promise<void>;
    /** Entries kept queued for the driver's plan (402). */
    held?: OutboxEntry[];
  }
  const nothing = async () => undefined;
  const failed = (entry: OutboxEntry, message: string, blame: boolean): Sent => ({
    result: 'offline',
    settle: () => noteFailure(entry, message, blame),
  });

  /** Sends one entry alone, as its REST call (the multipart ones). */
  async function sendAlone(entry: OutboxEntry, deviceId: string): Promise<Sent> {
    let response: TransportResponse;
    try {
      response = await transport({
        method: entry.method,
        path: entry.path,
        headers: {
          Accept: 'application/json',
          'Idempotency-Key': idempotencyKeyOf(deviceId, entry.seq!),
        },
        body: multipart(entry),
      });
    } catch (error) {
      return failed(entry, String(error), false);
    }
    const { status } = response;
    if (status === 401) return { result: 'unauthorized', settle: nothing };
    if (status === paymentRequired) return holdForPlan([entry], [answerOf(response)]);
    if (serverUnavailable(status))
      return failed(entry, `The server failed (HTTP ${status})`, status === 500);
    return { result: 'done', settle: () => settleAnswers([entry], [answerOf(response)]) };
  }

  /** Sends entries as one batch; its answers settle in one transaction. */
  async function sendBatch(batch: OutboxEntry[], texts: string[], deviceId: string): Promise<Sent> {
    let response: TransportResponse;
    try {
      response = await transport({
        method: 'POST',
        path: '/api/sync/push',
        headers: json,
        body: `{"deviceId":${JSON.stringify(deviceId)},"entries":[${texts.join(',')}]}`,
      });
    } catch (error) {
      return failed(batch[0]!, String(error), false);
    }
    if (response.status === 401) return { result: 'unauthorized', settle: nothing };
    if (response.status !== 200)
      return failed(batch[0]!, `The server failed (HTTP ${response.status})`, false);
    const answers: Answer[] = pushResponseSchema
      .parse(JSON.parse(response.text))
      .results.map((r) => ({ status: r.status, body: r.body }));
    const failedAt = answers.findIndex((a) => serverUnavailable(a.status));
    const settled = failedAt === -1 ? answers.length : failedAt;
    const answered = batch.slice(0, settled).map((entry, i) => ({ entry, answer: answers[i]! }));
    const kept = answered.filter((a) => a.answer.status === paymentRequired);
    const done = answered.filter((a) => a.answer.status !== paymentRequired);
    const hold = holdForPlan(
      kept.map((a) => a.entry),
      kept.map((a) => a.answer),
    );
    const settleAnswered = () =>
      settleAnswers(
        done.map((a) => a.entry),
        done.map((a) => a.answer),
      ).then(hold.settle);
    if (settled === batch.length)
      return { result: 'done', settle: settleAnswered, held: hold.held };
    // The server stopped at this entry: its own failure, so the entry may be the cause.
    const stopped = failed(batch[settled]!, 'The server failed on this entry', true);
    return { result: 'offline', settle: () => settleAnswered().then(stopped.settle) };
  }

  /** Entries the server answered 402: kept queued, with the reason, never rolled back. */
  function holdForPlan(entries: OutboxEntry[], answers: Answer[]): Sent {
    return {
      result: 'done',
      held: entries,
      settle: async () => {
        for (const [i, entry] of entries.entries())
          await noteFailure(entry, messageOf(answers[i]!), false);
      },
    };
  }

  /**
   * Sends the queue in order. A batch's answers settle on the device while the next batch is
   * already on its way, so the server's work and the device's overlap; settlements still happen
   * strictly in order.
   */
  async function push(): Promise<StepResult> {
    const { deviceId } = await syncState(db);
    const queue = await db.outbox.orderBy('seq').toArray();
    queued = new Map(queue.map((entry) => [entry.seq!, entry]));
    const held = new Set<string>();
    let settling: Promise<void> = Promise.resolve();
    let from = 0;
    let waitingForPlan = false;
    try {
      for (;;) {
        const { batch, texts, next } = nextBatch(queue, from, held, now());
        from = next;
        if (batch.length === 0) return waitingForPlan ? 'paymentRequired' : 'done';
        const sent = hasFiles(batch[0]!)
          ? await sendAlone(batch[0]!, deviceId)
          : await sendBatch(batch, texts, deviceId);
        settling = settling.then(sent.settle);
        for (const entry of sent.held ?? []) held.add(entryKey(entry));
        waitingForPlan ||= (sent.held?.length ?? 0) > 0;
        if (sent.result !== 'done') return sent.result;
      }
    } finally {
      await settling;
    }
  }

  /** The driver's Retry on a stuck entry: it goes with the next round as if new. */
  async function retry(seq: number): Promise<void> {
    await db.outbox.update(seq, { failures: 0, failingSince: undefined, attempts: 0 });
  }

  /** The driver's Discard on a stuck entry: the change is dropped and its row rolled back. */
  async function discard(seq: number): Promise<void> {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    await settle(db, [entry], [{ status: 0, body: 'Discarded on this device' }], { record: false });
  }

  /**
   * Brings the rest of a new device's history, up to `pages` pages, newest first. The driver's own
   * changes go first: whatever they queue meanwhile is pushed before the next page.
   */
  async function history(pages = Infinity): Promise<StepResult> {
    return bringHistory(pages, async () => ((await db.outbox.count()) > 0 ? push() : 'done'));
  }

  /** One full round: push everything, pull everything, then the history still to come. */
  async function sync(): Promise<StepResult> {
    const pushed = await push();
    if (pushed !== 'done' && pushed !== 'paymentRequired') return pushed;
    const pulled = await pull(true);
    if (pulled !== 'done') return pulled;
    const older = await history();
    return older === 'done' ? pushed : older;
  }

  return { push, pull, history, sync, retry, discard };
}
export type SyncEngine = ReturnType<typeof createSyncEngine>;
