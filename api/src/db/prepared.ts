/**
 * Kysely builds, transforms and compiles every query afresh, which costs far more than SQLite
 * takes to run it (about 80 µs against 3 µs a statement). The few statements a batched push runs
 * for every entry are compiled once per shape and run again with new values.
 *
 * Invariant: a shape is cached only when its compiled parameters are exactly the values given, in
 * order, so swapping in the next call's values cannot put one where another belongs; any other
 * shape is simply built every time.
 */
import { CompiledQuery, createQueryId, type Compilable, type Kysely } from 'kysely';

const compiled = new Map<string, CompiledQuery | null>();

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** Runs `build()` (whose parameters are `values`, in order) through a compile-once cache. */
export async function runPrepared<R>(
  db: Kysely<unknown>,
  shape: string,
  values: readonly unknown[],
  build: () => Compilable<R>,
): Promise<R[]> {
  const key = `${db.getExecutor().adapter.constructor.name}\u0000${shape}`;
  let query = compiled.get(key);
  if (query === undefined) {
    const fresh = build().compile();
    query = sameValues(fresh.parameters, values) ? fresh : null;
    compiled.set(key, query);
  }
  if (query === null) return (await db.executeQuery(build())).rows;
  const again: CompiledQuery<R> = { ...query, parameters: values, queryId: createQueryId() };
  return (await db.executeQuery(again)).rows;
}

/** A statement with no parameters (SAVEPOINT and the like), compiled once. */
export const rawStatement = (text: string) => CompiledQuery.raw(text);
