/**
 * Settling the server's answers to pushed entries, a whole batch in one Dexie transaction.
 *
 * Invariants (docs/architecture.md, Sync):
 * - An accepted change leaves the queue; once no change to its row is left queued, the row becomes
 *   the server's answer, or the shadow a pull kept aside if that one is newer (another device
 *   wrote after us).
 * - A refused change is recorded and leaves the queue. If later changes to its row are still
 *   queued, they were built on it: the first of them inherits its rollback point. Otherwise the
 *   row goes back to what the server holds (the shadow) or to what it was before the change.
 * - Except a refused upload that asks to be kept (`keepIfRefused`) and is its row's last change:
 *   the row stays as made and its rejection keeps the files, so the photo is still on the device,
 *   marked refused, for the driver to retry or delete.
 * Settled in order, this is what settling the entries one by one would do, with bulk reads and
 * writes instead of a few round trips per entry.
 */
import type { SyncedTable } from '@haulbook/sync-protocol';
import { recordLabel, refusalReason } from '../recordLabel';
import type { OutboxEntry, Rejection } from './outbox';
import { rowKey, type SyncDb } from './sync-db';

export interface Answer {
  status: number;
  /** The answer's JSON, or its text when it was not JSON. */
  body: unknown;
}

export const isAccepted = (answer: Answer) => answer.status >= 200 && answer.status < 300;

export function messageOf(answer: Answer): string {
  const { body } = answer;
  if (typeof body === 'string' && body) return body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  return `HTTP ${answer.status}`;
}

type RowKey = string;
const keyOf = (e: { table: SyncedTable; rowId: string }): RowKey => rowKey(e.table, e.rowId);

/** What the last settled change of a row leaves it as, when nothing else is queued for it. */
type Outcome =
  | { kind: 'accepted'; entry: OutboxEntry; body: unknown }
  | { kind: 'refused'; entry: OutboxEntry; before: unknown }
  | { kind: 'kept'; entry: OutboxEntry };

export interface SettleOptions {
  /** false: the driver discarded the change; nothing is recorded. */
  record?: boolean;
  now?: string;
  /** The queue as the push read it, by seq: spares reading the queue's tail whole. */
  queue?: ReadonlyMap<number, OutboxEntry>;
}

export async function settle(
  db: SyncDb,
  entries: readonly OutboxEntry[],
  answers: readonly Answer[],
  { record = true, now = new Date().toISOString(), queue = new Map() }: SettleOptions = {},
): Promise<Rejection[]> {
  const tables = [...new Set(entries.map((e) => e.table))].map((t) => db[t]);
  return db.transaction('rw', [db.outbox, db.shadows, db.rejections, ...tables], async () => {
    const seqs = entries.map((e) => e.seq!);
    // The stored entries: a refusal settled earlier may have moved their rollback point.
    const stored = answers.every(isAccepted) ? [] : await db.outbox.bulkGet(seqs);
    const current = entries.map((e, i) => stored[i] ?? e);
    const stillQueued = await queuedAfter(db, current, queue);

    const outcomes = new Map<RowKey, Outcome>();
    const rejections: Rejection[] = [];
    current.forEach((entry, i) => {
      const answer = answers[i]!;
      const key = keyOf(entry);
      if (isAccepted(answer)) {
        outcomes.set(key, { kind: 'accepted', entry, body: answer.body });
        return;
      }
      const earlier = outcomes.get(key);
      const before = earlier?.kind === 'refused' ? earlier.before : entry.before;
      // Discarded (not recorded), or followed by a change (a delete), it is let go.
      const kept = record && entry.keepIfRefused === true && !stillQueued.has(key);
      outcomes.set(key, kept ? { kind: 'kept', entry } : { kind: 'refused', entry, before });
      const rejection = rejectionOf(entry, answer, now);
      rejections.push(kept ? { ...rejection, keptFiles: entry.files ?? [] } : rejection);
    });

    await removeFromQueue(db, seqs);
    if (record) await db.rejections.bulkAdd(rejections);
    await applyOutcomes(db, outcomes, stillQueued);
    return record ? rejections : [];
  });
}

/**
 * The first change still queued for each settled row, if any. A row's changes go in order, so any
 * left are after the first settled entry. The tail is read as keys only: `queue` (the entries as
 * the push read them; an entry's row never changes) names them, and only when some were queued
 * since is the tail read whole.
 */
async function queuedAfter(
  db: SyncDb,
  settled: readonly OutboxEntry[],
  queue: ReadonlyMap<number, OutboxEntry>,
) {
  const rows = new Set(settled.map(keyOf));
  const done = new Set(settled.map((e) => e.seq!));
  const tailFrom = db.outbox.where('seq').above(Math.min(...done));
  const seqs = (await tailFrom.primaryKeys()).filter((seq) => !done.has(seq));
  const tail = seqs.every((seq) => queue.has(seq))
    ? seqs.map((seq) => queue.get(seq)!)
    : await tailFrom.filter((e) => !done.has(e.seq!)).toArray();
  const queued = new Map<RowKey, OutboxEntry>();
  for (const e of tail) {
    const key = keyOf(e);
    if (rows.has(key) && !queued.has(key)) queued.set(key, e);
  }
  return queued;
}

/**
 * Takes settled entries off the queue. A batch is usually a run of consecutive entries: one range
 * delete then, instead of a request per entry (IndexedDB's cost is per request).
 */
async function removeFromQueue(db: SyncDb, seqs: readonly number[]): Promise<void> {
  const [low, high] = [Math.min(...seqs), Math.max(...seqs)];
  if (high - low + 1 === new Set(seqs).size)
    await db.outbox.where('seq').between(low, high, true, true).delete();
  else await db.outbox.bulkDelete([...seqs]);
}

/** The shadows kept for these rows, in their order; no reads at all when none are kept. */
async function shadowsOf(db: SyncDb, keys: [SyncedTable, string][]) {
  if ((await db.shadows.count()) === 0) return keys.map(() => undefined);
  const shadows = await db.shadows.bulkGet(keys);
  await db.shadows.bulkDelete(keys);
  return shadows;
}

function rejectionOf(entry: OutboxEntry, answer: Answer, at: string): Rejection {
  return {
    at,
    method: entry.method,
    path: entry.path,
    status: answer.status,
    message: messageOf(answer),
    record: recordLabel(entry.table, entry.before ?? entry.body),
    reason: refusalReason(entry.table, entry.method, answer.status, messageOf(answer)),
    title: entry.failureTitle,
    table: entry.table,
    rowId: entry.rowId,
  };
}

interface VersionedRow {
  id: string;
  version: number;
}

async function applyOutcomes(
  db: SyncDb,
  outcomes: Map<RowKey, Outcome>,
  stillQueued: Map<RowKey, OutboxEntry>,
): Promise<void> {
  const done = [...outcomes].filter(([key]) => !stillQueued.has(key));
  const shadows = await shadowsOf(
    db,
    done.map(([, o]) => [o.entry.table, o.entry.rowId]),
  );
  const puts = new Map<SyncedTable, VersionedRow[]>();
  const deletes = new Map<SyncedTable, string[]>();
  const bucket = <T>(map: Map<SyncedTable, T[]>, table: SyncedTable): T[] => {
    if (!map.has(table)) map.set(table, []);
    return map.get(table)!;
  };
  const set = (table: SyncedTable, id: string, row: unknown) => {
    if (row) bucket(puts, table).push(row as VersionedRow);
    else bucket(deletes, table).push(id);
  };

  done.forEach(([, outcome], i) => {
    const { table, rowId, method } = outcome.entry;
    const shadow = shadows[i];
    if (outcome.kind === 'kept') return;
    if (outcome.kind === 'refused') return set(table, rowId, shadow ? shadow.row : outcome.before);
    if (method === 'DELETE') return;
    const row = outcome.body as Partial<VersionedRow> | null;
    if (row?.id !== rowId) return;
    if (shadow && shadow.version > (row.version ?? 0)) set(table, rowId, shadow.row);
    else set(table, rowId, row);
  });
  for (const [key, outcome] of outcomes) {
    const next = stillQueued.get(key);
    if (next && outcome.kind === 'refused')
      await db.outbox.update(next.seq!, { before: outcome.before });
  }
  for (const [table, rows] of puts) await db[table].bulkPut(rows);
  for (const [table, ids] of deletes) await db[table].bulkDelete(ids);
}
