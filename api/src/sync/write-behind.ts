/**
 * On PostgreSQL every statement costs a round trip and a parse and plan on the server (about
 * 0.3 ms each here, as much again in this process), so a batched push that wrote each of its rows
 * when its entry ran took over twice SQLite's time. There, a batch that holds its rows
 * (batch-rows.ts) keeps the writes of those rows in memory and saves them as one statement per
 * table (an insert of many rows, updating those that exist) when anything else is about to be
 * asked of the database: any other query of the transaction, or the batch's end. Whatever runs
 * next therefore sees every earlier write, as if each had gone at once.
 *
 * What the database itself would add to a row must be known without asking, so an insert is kept
 * in memory only when every column it leaves out is one the table lets be null and gives no
 * default (read from the catalogue once a process); any other insert runs at once.
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

interface TableFacts {
  /** Its columns, as Kysely names them. */
  columns: string[];
  /** The columns an insert may leave out, the database then storing null. */
  nullable: Set<string>;
}

interface Catalog {
  /** The tables whose rows are found by a unique `id`: only those are written behind. */
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

const columnsQuery = sql<{ tableName: string; columnName: string; free: boolean }>`
  select table_name, column_name, (is_nullable = 'YES' and column_default is null) as free
  from information_schema.columns where table_schema = current_schema()
  order by table_name, ordinal_position`;

const keyedQuery = sql<{ tableName: string }>`
  select t.relname as table_name from pg_index i
  join pg_class t on t.oid = i.indrelid
  join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
  where t.relnamespace = current_schema()::regnamespace and i.indisunique
    and i.indnkeyatts = 1 and i.indpred is null and a.attname = 'id'`;

const parentsQuery = sql<{ child: string; parent: string }>`
  select c.relname as child, p.relname as parent from pg_constraint k
  join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
  where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`;

async function readCatalog(trx: Db, run: Run): Promise<Catalog> {
  const rows = async <R>(query: { compile(db: Db): CompiledQuery<R> }) =>
    (await run(query.compile(trx))).rows as R[];
  const keyed = new Set((await rows(keyedQuery)).map((r) => names.of(r.tableName)));
  const tables = new Map<string, TableFacts>();
  for (const { tableName, columnName, free } of await rows(columnsQuery)) {
    const table = names.of(tableName);
    if (!keyed.has(table)) continue;
    const facts = tables.get(table) ?? { columns: [], nullable: new Set<string>() };
    facts.columns.push(names.of(columnName));
    if (free) facts.nullable.add(names.of(columnName));
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

/** The per-table statements that save `unsaved`, parents first. */
function saveStatements(trx: Db, found: Catalog, unsaved: Unsaved): CompiledQuery[] {
  const statements: CompiledQuery[] = [];
  for (const table of found.order) {
    const rows = [...(unsaved.get(table)?.values() ?? [])];
    const { columns } = found.tables.get(table)!;
    const values = rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
    // PostgreSQL takes at most 65,535 values a statement.
    const size = Math.floor(30_000 / columns.length);
    for (let i = 0; i < values.length; i += size)
      statements.push(
        trx
          .insertInto(table as 'loads')
          .values(values.slice(i, i + size) as never)
          .onConflict((conflict) =>
            conflict
              .column('id')
              .doUpdateSet(
                Object.fromEntries(
                  columns.filter((c) => c !== 'id').map((c) => [c, sql.ref(`excluded.${c}`)]),
                ) as never,
              ),
          )
          .compile(),
      );
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
  const save = async () => {
    if (unsaved.size === 0) return;
    const statements = saveStatements(trx, await known(), unsaved);
    unsaved.clear();
    for (const statement of statements) await run(statement);
  };
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
