/**
 * The synced rows a batched push names, held for the batch (versioned-write.ts). A create asks who
 * holds its id and whether it was deleted; a status move or a fill-up's load asks for its row. On
 * PostgreSQL each such question is a round trip, which is what made a drain slower there than on
 * SQLite. So a batch reads every row its entries name (any id in their paths and bodies) in one
 * query per table, when the table is first asked about, and the tombstones of those ids in one
 * more; what the batch writes afterwards is kept here: as the database returned it, or on
 * PostgreSQL as it will be saved, the write waiting in memory (write-behind.ts). A batch also
 * keeps notes, answers about a table (fuel.repository.ts: the highest diesel reading) that hold
 * until a write of a column they were read from.
 *
 * What keeps it true: the batch holds the user's counter row lock (versioned-write.ts), so no
 * other write of this user runs meanwhile; every write of a synced row goes through syncedRows
 * (synced-table.ts), which keeps this current; a delete, which the database may cascade, lets go
 * of the other tables' rows, and a write of many rows at once (`forgetBatchRows`) of everything
 * read, to be read again. Any new write of many rows must call it (maintenance.repository.ts).
 * Only a batch that runs without savepoints holds rows: a rollback to a savepoint would leave
 * them wrong.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { storable, writeBehind, type Unsaved, type WriteBehind } from './write-behind.js';

export type HeldRow = { id: string; userId: string } & Record<string, unknown>;

/** An id as the database had it: who holds it, and its row when that is this batch's user. */
interface Held {
  owner?: string;
  row?: HeldRow;
}

interface BatchRows {
  userId: string;
  /** Every id the batch's entries name: only these are held. */
  ids: ReadonlySet<string>;
  tables: Map<string, Map<string, Held>>;
  /** `${table}\u0000${id}` of this user's tombstones among `ids`, once read. */
  tombstones?: Set<string>;
  /** Held rows written in memory only, saved before the next query (write-behind.ts). */
  unsaved: Unsaved;
  /** Undefined where every write runs at once (SQLite). */
  behind: WriteBehind | undefined;
  notes: Map<string, Note>;
}

/** An answer about a table kept for the batch until a write changes a column it was read from. */
interface Note {
  table: string;
  reads: readonly string[];
  value: unknown;
}

const held = new WeakMap<Db, BatchRows>();

export function holdBatchRows(trx: Db, userId: string, ids: ReadonlySet<string>): void {
  const unsaved: Unsaved = new Map();
  const behind = writeBehind(trx, unsaved);
  held.set(trx, { userId, ids, tables: new Map(), unsaved, behind, notes: new Map() });
}

/** Saves the writes still in memory: a batch calls it before it ends. */
export async function saveBatchRows(trx: Db): Promise<void> {
  await held.get(trx)?.behind?.save();
}

/**
 * Lets go of every row and note held (the next question reads again); the tombstones stay true.
 * Only after a query, which saved what waited in memory.
 */
export function forgetBatchRows(trx: Db): void {
  const batch = held.get(trx);
  if (!batch) return;
  if (batch.unsaved.size > 0) throw new Error('Held rows let go before they were saved');
  batch.tables.clear();
  batch.notes.clear();
}

/** Kysely cannot type a query over "any synced table"; this view names the columns read here. */
type AnySynced = Kysely<{ synced: { id: string; userId: string } } & Pick<Database, 'tombstones'>>;

/** A query per slice of `ids`, small enough for SQLite's limit on bound values. */
async function inSlices<R>(ids: readonly string[], read: (slice: string[]) => Promise<R[]>) {
  const out: R[] = [];
  for (let i = 0; i < ids.length; i += 500) out.push(...(await read(ids.slice(i, i + 500))));
  return out;
}

/** Every row of `table` with one of `ids`, whoever holds it. */
const rowsNamed = (trx: Db, table: string, ids: readonly string[]) =>
  inSlices(ids, (slice) =>
    (trx as unknown as AnySynced)
      .selectFrom(table as 'synced')
      .selectAll()
      .where('id', 'in', slice)
      .execute(),
  );

/** This user's tombstones of any table among `ids`. */
const tombstonesNamed = (trx: Db, userId: string, ids: readonly string[]) =>
  inSlices(ids, (slice) =>
    (trx as unknown as AnySynced)
      .selectFrom('tombstones')
      .select(['tableName', 'rowId'])
      .where('userId', '=', userId)
      .where('rowId', 'in', slice)
      .execute(),
  );

/** The rows of `table` the batch holds, read the first time the table is asked about. */
async function tableOf(trx: Db, batch: BatchRows, table: string): Promise<Map<string, Held>> {
  let rows = batch.tables.get(table);
  if (rows) return rows;
  rows = new Map([...batch.ids].map((id) => [id, {}]));
  for (const row of (await rowsNamed(trx, table, [...batch.ids])) as HeldRow[])
    rows.set(
      row.id,
      row.userId === batch.userId ? { owner: row.userId, row } : { owner: row.userId },
    );
  batch.tables.set(table, rows);
  return rows;
}

async function tombstonesOf(trx: Db, batch: BatchRows): Promise<Set<string>> {
  batch.tombstones ??= new Set(
    (await tombstonesNamed(trx, batch.userId, [...batch.ids])).map(
      (t) => `${t.tableName}\u0000${t.rowId}`,
    ),
  );
  return batch.tombstones;
}

/**
 * What the batch on `trx` knows of `id` in `table` for `userId` (who holds it, this user's row,
 * whether this user deleted it), or undefined when it holds nothing for that question.
 */
export async function heldRow(
  trx: Db,
  table: string,
  userId: string,
  id: string,
): Promise<{ owner?: string; row?: HeldRow; deleted: boolean } | undefined> {
  const batch = held.get(trx);
  if (!batch || batch.userId !== userId || !batch.ids.has(id)) return undefined;
  const known = (await tableOf(trx, batch, table)).get(id)!;
  const deleted = (await tombstonesOf(trx, batch)).has(`${table}\u0000${id}`);
  // A copy: a caller that changes the row it was given must not change what is held.
  return {
    ...(known.owner ? { owner: known.owner } : {}),
    ...(known.row ? { row: { ...known.row } } : {}),
    deleted,
  };
}

/** Whether this user deleted `id` of `table`, or undefined when the batch does not hold `id`. */
export async function heldTombstone(
  trx: Db,
  userId: string,
  table: string,
  id: string,
): Promise<boolean | undefined> {
  const batch = held.get(trx);
  if (!batch || batch.userId !== userId || !batch.ids.has(id)) return undefined;
  return (await tombstonesOf(trx, batch)).has(`${table}\u0000${id}`);
}

/** True when `trx` is a batch holding rows: its writes return the row they leave, to keep here. */
export const holdsRows = (trx: Db) => held.has(trx);

/** Lets go of the notes on `table` that read one of `columns`. */
function forgetNotes(batch: BatchRows, table: string, columns: readonly string[]): void {
  for (const [key, note] of batch.notes)
    if (note.table === table && note.reads.some((c) => columns.includes(c)))
      batch.notes.delete(key);
}

/** This user's row of `table` as a write of `columns` left it, ran at once. */
export function keepWritten(
  trx: Db,
  table: string,
  id: string,
  columns: readonly string[],
  row: HeldRow | undefined,
): void {
  const batch = held.get(trx);
  if (!batch) return;
  forgetNotes(batch, table, columns);
  const rows = batch.tables.get(table);
  if (row && rows && batch.ids.has(id)) rows.set(id, { owner: row.userId, row });
}

/** The held rows of `table` for this user, when `row`'s write may wait in memory there. */
function waiting(batch: BatchRows | undefined, table: string, row: { id: string; userId: string }) {
  if (!batch?.behind || batch.userId !== row.userId || !batch.ids.has(row.id)) return undefined;
  return batch.tables.get(table);
}

function keepUnsaved(batch: BatchRows, table: string, row: HeldRow, columns: readonly string[]) {
  forgetNotes(batch, table, columns);
  batch.tables.get(table)!.set(row.id, { owner: row.userId, row });
  const rows = batch.unsaved.get(table) ?? new Map<string, HeldRow>();
  batch.unsaved.set(table, rows.set(row.id, row));
}

/**
 * A new row of `table`, kept in memory to be saved with the batch's other writes, when it may be
 * (write-behind.ts): true if it was, false if the caller must insert it now.
 */
export async function deferInsert(trx: Db, table: string, row: HeldRow): Promise<boolean> {
  const batch = held.get(trx);
  if (!waiting(batch, table, row)) return false;
  const facts = await batch!.behind!.facts(table);
  if (!facts || !storable(facts, row, 'insert')) return false;
  const full = Object.fromEntries(facts.columns.map((c) => [c, row[c] ?? null])) as HeldRow;
  keepUnsaved(batch!, table, full, facts.columns);
  return true;
}

/** Like deferInsert, for `changes` to a held row of this user's: false if it must run now. */
export async function deferUpdate(
  trx: Db,
  table: string,
  userId: string,
  id: string,
  changes: Record<string, unknown>,
): Promise<boolean> {
  const batch = held.get(trx);
  const row = waiting(batch, table, { id, userId })?.get(id)?.row;
  const facts = row && (await batch!.behind!.facts(table));
  if (!facts || !storable(facts, changes, 'update')) return false;
  keepUnsaved(batch!, table, { ...row, ...changes }, Object.keys(changes));
  return true;
}

/**
 * This user's row of `table` deleted. The database may cascade the delete to rows of other tables
 * (a load's documents, the fill-ups it was linked to): those are read again when next asked about.
 */
export function keepDeleted(trx: Db, table: string, id: string): void {
  const batch = held.get(trx);
  if (!batch) return;
  if (batch.unsaved.size > 0) throw new Error('A delete ran before the held rows were saved');
  batch.notes.clear();
  for (const name of [...batch.tables.keys()]) if (name !== table) batch.tables.delete(name);
  const rows = batch.tables.get(table);
  if (rows?.get(id)?.owner === batch.userId) rows.set(id, {});
}

/** A note on `table` the batch of `userId` on `trx` keeps, if any: `{ value }`. */
export function heldNote<T>(trx: Db, userId: string, key: string): { value: T } | undefined {
  const batch = held.get(trx);
  const note = batch?.userId === userId ? batch.notes.get(key) : undefined;
  return note && { value: note.value as T };
}

/**
 * Keeps an answer about `table` (read from its `reads` columns) for the rest of the batch on
 * `trx`, until a write of one of those columns; nothing outside a batch.
 */
export function keepNote(trx: Db, key: string, table: string, reads: string[], value: unknown) {
  held.get(trx)?.notes.set(key, { table, reads, value });
}

/** A tombstone this batch wrote, among the ones it holds. */
export function keepTombstone(trx: Db, table: string, id: string): void {
  held.get(trx)?.tombstones?.add(`${table}\u0000${id}`);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id (a UUID) anywhere in an entry's parameters and body: the rows it may ask about. */
export function namedIds(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (uuid.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) namedIds(v, into);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) namedIds(v, into);
  }
  return into;
}
