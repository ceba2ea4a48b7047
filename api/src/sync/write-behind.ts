/**
 * On PostgreSQL every statement costs a round trip and a parse and plan on the server (about
 * 0.3 ms each here, as much again in this process), so a batched push that wrote each of its rows
 * when its entry ran took over twice SQLite's time. There, a batch that holds its rows
 * (batch-rows.ts) keeps the writes of those rows in memory and saves them as one statement per
 * table (an insert of many rows, updating those that exist) when anything else is about to be
 * asked of the database: any other query of the transaction, or the batch's end. Whatever runs
 * next therefore sees every earlier write, as if each had gone at once.
 *
 * A write waits only when the database would store it as it stands, known from the catalogue
 * (read once a process): every value one its column holds (an integer in range, text without a
 * NUL, null only where allowed), every column an insert leaves out one that is null by default,
 * and a table with no CHECK constraint; any other write runs at once, so a refusal stays its own
 * entry's, never hidden by a later write of the same row. The schema has no triggers; one that
 * refused a row would see only the batch's last write of it. Saving never overwrites a row
 * another driver took meanwhile: it is left alone and the batch runs again entry by entry, where
 * that create is refused. Only `executeQuery` of the transaction's executor saves first: code in
 * a batch must not stream, nor query through `withPlugin`, `withSchema` or `withTables`.
 *
 * The catalogue is read from the schema the connection works in, once per process: every schema a
 * process uses is made by the same migrations. A column a newer release added after it was read
 * is left out of the statement, so the database keeps that column's value or default.
 */
import {
  CamelCasePlugin,
  PostgresAdapter,
  sql,
  type CompiledQuery,
  type QueryResult,
} from 'kysely';
import type { Db } from '../db/database.js';

/** What the batch keeps in memory until saved: each table's rows, as they must end up. */
export type Unsaved = Map<string, Map<string, Record<string, unknown>>>;

interface Column {
  type: string;
  nullable: boolean;
  /** The database fills it when an insert leaves it out. */
  defaulted: boolean;
}

export interface TableFacts {
  /** Its columns, as Kysely names them. */
  columns: string[];
  column: Map<string, Column>;
}

const int4 = 2 ** 31;

/** Whether the database takes `value` into `column` as it is (the schema has no other types). */
function fits(column: Column | undefined, value: unknown): boolean {
  if (!column) return false;
  if (value === null) return column.nullable;
  if (column.type === 'integer')
    return Number.isInteger(value) && -int4 <= (value as number) && (value as number) < int4;
  return column.type === 'text' && typeof value === 'string' && !value.includes('\u0000');
}

/**
 * Whether a write of `values` (a whole new row, or an update's changes) is one the database takes
 * as it stands, so it may wait: a value a column cannot hold is sent at once and refused in its
 * own entry's place, never hidden by a later write of the same row.
 */
export function storable(
  facts: TableFacts,
  values: Record<string, unknown>,
  write: 'insert' | 'update',
): boolean {
  if (write === 'update')
    return Object.entries(values).every(([name, v]) => fits(facts.column.get(name), v));
  const known = Object.keys(values).every((name) => facts.column.has(name));
  return (
    known &&
    facts.columns.every((name) => {
      const column = facts.column.get(name)!;
      const v = values[name];
      return v === undefined ? column.nullable && !column.defaulted : fits(column, v);
    })
  );
}

interface Catalog {
  /**
   * The tables whose rows are found by a unique `id` and that have no CHECK constraint (a rule
   * only the database knows): only those are written behind.
   */
  tables: Map<string, TableFacts>;
  /** Every table after the tables its foreign keys point at. */
  order: string[];
}

type Run = (query: CompiledQuery) => Promise<QueryResult<unknown>>;

/** The mapping the database handle uses (database.ts), for names the catalogue gives. */
class Names extends CamelCasePlugin {
  readonly of = (name: string) => this.camelCase(name);
}
const names = new Names();

let catalog: Promise<Catalog> | undefined;

const columnsQuery = sql<{
  tableName: string;
  columnName: string;
  dataType: string;
  nullable: boolean;
  defaulted: boolean;
}>`
  select table_name, column_name, data_type, is_nullable = 'YES' as nullable,
    column_default is not null or is_generated = 'ALWAYS' or is_identity = 'YES' as defaulted
  from information_schema.columns where table_schema = current_schema()
  order by table_name, ordinal_position`;

const keyedQuery = sql<{ tableName: string }>`
  select t.relname as table_name from pg_index i
  join pg_class t on t.oid = i.indrelid
  join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
  where t.relnamespace = current_schema()::regnamespace and i.indisunique
    and i.indnkeyatts = 1 and i.indpred is null and a.attname = 'id'
    and not exists (select 1 from pg_constraint k where k.conrelid = t.oid and k.contype = 'c')`;

const parentsQuery = sql<{ child: string; parent: string }>`
  select c.relname as child, p.relname as parent from pg_constraint k
  join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
  where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`;

async function readCatalog(trx: Db, run: Run): Promise<Catalog> {
  const rows = async <R>(query: { compile(db: Db): CompiledQuery<R> }) =>
    (await run(query.compile(trx))).rows as R[];
  const keyed = new Set((await rows(keyedQuery)).map((r) => names.of(r.tableName)));
  const tables = new Map<string, TableFacts>();
  for (const { tableName, columnName, dataType, nullable, defaulted } of await rows(columnsQuery)) {
    const table = names.of(tableName);
    if (!keyed.has(table)) continue;
    const facts = tables.get(table) ?? { columns: [], column: new Map<string, Column>() };
    facts.columns.push(names.of(columnName));
    facts.column.set(names.of(columnName), { type: dataType, nullable, defaulted });
    tables.set(table, facts);
  }
  const parents = new Map<string, string[]>();
  for (const { child, parent } of await rows(parentsQuery))
    parents.set(names.of(child), [...(parents.get(names.of(child)) ?? []), names.of(parent)]);
  return { tables, order: parentsFirst([...tables.keys()], parents) };
}

/** `tables` ordered so that each comes after its parents (a cycle, if any, is cut anywhere). */
function parentsFirst(tables: string[], parents: Map<string, string[]>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent);
    order.push(table);
  };
  tables.forEach(visit);
  return order.filter((table) => tables.includes(table));
}

/**
 * The per-table statements that save `unsaved`, parents first, each with the number of rows it
 * must write. A row another driver took meanwhile is left as it is (the owner must match), so its
 * statement writes fewer rows than it was given.
 */
function saveStatements(trx: Db, found: Catalog, unsaved: Unsaved) {
  const statements: { query: CompiledQuery; rows: number }[] = [];
  for (const table of found.order) {
    const rows = [...(unsaved.get(table)?.values() ?? [])];
    const { columns } = found.tables.get(table)!;
    const values = rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
    // PostgreSQL takes at most 65,535 values a statement.
    const size = Math.floor(30_000 / columns.length);
    for (let i = 0; i < values.length; i += size) {
      const slice = values.slice(i, i + size);
      const query = trx
        .insertInto(table as 'loads')
        .values(slice as never)
        .onConflict((conflict) =>
          conflict
            .column('id')
            .doUpdateSet(
              Object.fromEntries(
                columns.filter((c) => c !== 'id').map((c) => [c, sql.ref(`excluded.${c}`)]),
              ) as never,
            )
            .where(sql.ref(`${table}.userId`), '=', sql.ref('excluded.userId')),
        )
        .returning('id')
        .compile();
      statements.push({ query, rows: slice.length });
    }
  }
  return statements;
}

export interface WriteBehind {
  /** The table's facts when its rows may wait in memory, else undefined. */
  facts(table: string): Promise<TableFacts | undefined>;
  /** Saves what waits now (the batch's end calls it; any other query does first). */
  save(): Promise<void>;
}

/**
 * Holds `trx`'s writes of `unsaved` rows behind on PostgreSQL: every other query of the
 * transaction saves them first. Undefined on SQLite, where a statement is a function call.
 */
export function writeBehind(trx: Db, unsaved: Unsaved): WriteBehind | undefined {
  const executor = trx.getExecutor();
  if (!(executor.adapter instanceof PostgresAdapter)) return undefined;
  const run: Run = executor.executeQuery.bind(executor);
  const known = () =>
    (catalog ??= readCatalog(trx, run).catch((error: unknown) => {
      catalog = undefined;
      throw error;
    }));
  const saveNow = async () => {
    if (unsaved.size === 0) return;
    const statements = saveStatements(trx, await known(), unsaved);
    unsaved.clear();
    for (const { query, rows } of statements)
      if ((await run(query)).rows.length !== rows)
        throw new Error('A row another driver holds was not overwritten');
  };
  // One save at a time: a query that comes while one runs waits for all of it.
  let saving: Promise<void> = Promise.resolve();
  const save = () => (saving = saving.then(saveNow, saveNow));
  // The transaction's own executor (Kysely makes one per transaction): every query of the batch,
  // whoever builds it, goes through here.
  executor.executeQuery = async (query) => {
    await save();
    return run(query) as never;
  };
  return {
    facts: async (table) => (await known()).tables.get(table),
    save,
  };
}
