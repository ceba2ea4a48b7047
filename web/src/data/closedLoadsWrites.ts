/**
 * Keeps the closed loads' months (closedLoads.ts) in step with every write to loads, in the
 * write's own IndexedDB transaction, whoever makes it: a screen, the sync engine, the history
 * worker, a restore, sign-out. A Dexie middleware: each read-write transaction over loads also
 * holds the months, and each write of loads, once made, moves each load out of the month it was
 * kept under and into the month it is kept under now. Where a load was kept is found in the months,
 * not by reading the row replaced (a page of a first sync read so cost more than storing it): in
 * the month its new value names, else, if its id was seen, in every month. A delete reads the rows
 * it removes. A transaction that fails leaves neither.
 */
import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreRangeType,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
} from 'dexie';
import type { Load } from '@haulbook/sync-protocol';
import {
  bitsOf,
  bitsSeen,
  keptOf,
  monthNamed,
  monthsStore,
  noneSeen,
  see,
  seenStore,
  type ClosedLoadsMonth,
  type SeenIds,
} from './closedLoads';

/** DBCoreRangeType.Any (a const enum: its values cannot be imported), and a range of it. */
const anyRange = 3 as DBCoreRangeType;
const everything: DBCoreKeyRange = { type: anyRange, lower: -Infinity, upper: [[]] };

/**
 * Each transaction's work here, one write's after another: two never move the same month at once.
 * Promise chains, not async functions: Dexie follows its transaction through `then`, and the
 * middlewares below this one ask it for the transaction.
 */
const turns = new WeakMap<DBCoreTransaction, Promise<unknown>>();

function inTurn<T>(trans: DBCoreTransaction, work: () => Promise<T>): Promise<T> {
  const next = (turns.get(trans) ?? Promise.resolve()).then(work).catch((error: unknown) => {
    // Months left half moved must not commit with the loads: the whole transaction fails.
    try {
      trans.abort();
    } catch {
      // It failed already (the write's own error): nothing of it commits.
    }
    throw error;
  });
  turns.set(
    trans,
    next.catch(() => undefined),
  );
  return next;
}

const written = (mutation: Promise<DBCoreMutateResponse>) =>
  mutation.then(({ numFailures, failures }) => {
    if (numFailures > 0) throw Object.values(failures)[0];
  });

/** A load a write names: what it leaves (undefined: none), and what it removed, when read. */
interface Change {
  after?: Load;
  before?: Load;
}

type Months = Map<string, ClosedLoadsMonth>;

/** Adds to `months` the records of `names` it lacks (an empty month where none is kept). */
function readMonths(
  store: DBCoreTable,
  trans: DBCoreTransaction,
  names: Iterable<string | null | undefined>,
  months: Months,
): Promise<void> {
  const lacking = [...new Set(names)].filter((m): m is string => !!m && !months.has(m));
  if (lacking.length === 0) return Promise.resolve();
  return store
    .getMany({ trans, keys: lacking })
    .then((found) =>
      lacking.forEach((month, i) =>
        months.set(month, (found[i] as ClosedLoadsMonth | undefined) ?? { month, loads: {} }),
      ),
    );
}

/** Every month: where to look for a load seen, but not where its new value says. */
function readAllMonths(store: DBCoreTable, trans: DBCoreTransaction, months: Months) {
  const query = { index: store.schema.primaryKey, range: everything };
  return store.query({ trans, query, values: true }).then(({ result }) => {
    for (const month of result as ClosedLoadsMonth[])
      if (!months.has(month.month)) months.set(month.month, month);
  });
}

/**
 * A load a write names, with what its value alone tells, worked out once: the month it names
 * (monthNamed), where it is kept now (keptOf; null: nowhere), and its bits in the filter of ids
 * seen (none for a delete, which never adds to the filter).
 */
interface Written {
  id: string;
  change: Change;
  named: string | null;
  to: ReturnType<typeof keptOf>;
  bits: number[];
}

function writtenOf(id: string, change: Change): Written {
  if (!change.after) return { id, change, named: null, to: null, bits: [] };
  const named = monthNamed(change.after);
  return { id, change, named, to: keptOf(change.after, named), bits: bitsOf(id) };
}

/** The month a load was kept under: read with it, else found in the months; undefined if none. */
function monthWas({ id, change, named }: Written, months: Months) {
  if ('before' in change) return change.before && keptOf(change.before)?.month;
  if (named && months.get(named)?.loads[id]) return named;
  for (const [name, month] of months) if (month.loads[id]) return name;
  return undefined;
}

/** Whether where a load was kept is known from what was read: with it, or where its value names. */
const placed = ({ id, change, named }: Written, months: Months) =>
  'before' in change || !!(named && months.get(named)?.loads[id]);

/**
 * The ids seen, when a load is not where its value names: then it is new (not seen), or was
 * kept elsewhere. Loads all found there were seen already, and the filter is not read.
 */
function readSeen(
  seenTable: DBCoreTable,
  trans: DBCoreTransaction,
  loads: Written[],
  months: Months,
) {
  if (loads.every((load) => placed(load, months))) return Promise.resolve(null);
  return (seenTable.get({ trans, key: 'seen' }) as Promise<SeenIds | undefined>).then(
    (found) => found ?? noneSeen(),
  );
}

/** Moves each load out of the month it was kept under and into its month now. */
function moveLoads(loads: Written[], months: Months, seen: SeenIds | null): boolean {
  let saw = false;
  for (const load of loads) {
    const from = monthWas(load, months);
    if (from) delete months.get(from)!.loads[load.id];
    if (!load.to) continue;
    months.get(load.to.month)!.loads[load.id] = load.to.row;
    if (!seen || bitsSeen(seen, load.bits)) continue;
    see(seen, load.bits);
    saw = true;
  }
  return saw;
}

/** Moves each written load to where it is kept now (see the header). */
function moveKept(down: DBCore, trans: DBCoreTransaction, loads: Written[]) {
  const [store, seenTable] = [down.table(monthsStore), down.table(seenStore)];
  const months: Months = new Map();
  const names = loads.flatMap(({ change, named, to }) => [
    to?.month,
    named,
    change.before && keptOf(change.before)?.month,
  ]);
  return readMonths(store, trans, names, months)
    .then(() => readSeen(seenTable, trans, loads, months))
    .then((seen) => {
      const look = seen && loads.some((load) => !placed(load, months) && bitsSeen(seen, load.bits));
      return (look ? readAllMonths(store, trans, months) : Promise.resolve()).then(() => {
        const saw = moveLoads(loads, months, seen);
        return storeMonths(store, trans, [...months.values()]).then(() =>
          saw ? written(seenTable.mutate({ trans, type: 'put', values: [seen] })) : undefined,
        );
      });
    });
}

/** Puts the months still holding loads and deletes the others. */
function storeMonths(store: DBCoreTable, trans: DBCoreTransaction, months: ClosedLoadsMonth[]) {
  const empty = (m: ClosedLoadsMonth) => Object.keys(m.loads).length === 0;
  const keys = months.filter(empty).map((m) => m.month);
  const values = months.filter((m) => !empty(m));
  return written(store.mutate({ trans, type: 'put', values })).then(() =>
    keys.length > 0 ? written(store.mutate({ trans, type: 'delete', keys })) : undefined,
  );
}

/** All loads deleted (sign-out): the months and the ids seen go with them. */
const forget = (down: DBCore, trans: DBCoreTransaction) =>
  written(down.table(monthsStore).mutate({ trans, type: 'deleteRange', range: everything })).then(
    () => written(down.table(seenStore).mutate({ trans, type: 'deleteRange', range: everything })),
  );

/**
 * The loads a delete removes, read in the same turn as the delete and so before it: IndexedDB
 * answers a transaction's requests in the order they were made. Null for a put or an add.
 */
function removed(table: DBCoreTable, req: DBCoreMutateRequest) {
  const gone = (rows: Load[], ids: string[]) =>
    new Map(ids.map((id, i): [string, Change] => [id, { before: rows[i] }]));
  const { trans } = req;
  if (req.type === 'delete') {
    const ids = req.keys as string[];
    return table.getMany({ trans, keys: ids }).then((rows) => gone(rows, ids));
  }
  if (req.type !== 'deleteRange') return null;
  const index = table.schema.primaryKey;
  return table
    .query({ trans, query: { index, range: req.range }, values: true })
    .then(({ result }) => gone(result, result.map(index.extractKey!) as string[]));
}

/** What each load a put or an add writes would leave, from its value alone; none for others. */
function putsOf(table: DBCoreTable, req: DBCoreMutateRequest): Written[] {
  if (req.type !== 'add' && req.type !== 'put') return [];
  const ids = (req.keys ?? req.values.map(table.schema.primaryKey.extractKey!)) as string[];
  return req.values.map((after, i) => writtenOf(ids[i]!, { after: after as Load }));
}

/** The loads a put or an add wrote, each once (its last value); one the store refused is as it was. */
function landed(puts: Written[], result: DBCoreMutateResponse): Written[] {
  const byId = new Map<string, Written>();
  puts.forEach((load, i) => {
    if (!result.failures[i]) byId.set(load.id, load);
  });
  return [...byId.values()];
}

/**
 * A write of loads, made at once (so it keeps its place among the transaction's requests), then
 * the same moves in the months, in turn. What a put's values alone tell is worked out while the
 * store writes them.
 */
function writeLoads(
  down: DBCore,
  table: DBCoreTable,
  req: DBCoreMutateRequest,
): Promise<DBCoreMutateResponse> {
  const { trans } = req;
  if (req.type === 'deleteRange' && req.range.type === anyRange) {
    const made = table.mutate(req);
    return inTurn(trans, () => made.then((result) => forget(down, trans).then(() => result)));
  }
  const gone = removed(table, req);
  const made = table.mutate(req);
  // A value that cannot be worked out (a load with no id, which the store refuses too) fails the
  // write in its turn, where the whole transaction is aborted.
  let puts: Written[] | { failed: unknown };
  try {
    puts = gone ? [] : putsOf(table, req);
  } catch (error) {
    puts = { failed: error };
  }
  return inTurn(trans, () =>
    Promise.all([gone, made]).then(([before, result]) => {
      if ('failed' in puts) throw puts.failed;
      const loads = before
        ? [...before].map(([id, change]) => writtenOf(id, change))
        : landed(puts, result);
      return loads.length === 0 ? result : moveKept(down, trans, loads).then(() => result);
    }),
  );
}

/**
 * Upgrades run in a transaction of their own. One before the months' version finds no months
 * (that version then builds them from the loads); one after keeps them as any write does.
 */
function keepsMonths(trans: DBCoreTransaction): boolean {
  const upgrade = trans as unknown as IDBTransaction;
  return upgrade.mode !== 'versionchange' || upgrade.objectStoreNames.contains(monthsStore);
}

export const closedLoadsWrites: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'ClosedLoads',
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      const widen = mode === 'readwrite' && stores.includes('loads');
      const scope = widen ? [...new Set([...stores, monthsStore, seenStore])] : stores;
      return down.transaction(scope, mode, options);
    },
    table(name) {
      const table = down.table(name);
      if (name !== 'loads') return table;
      return {
        ...table,
        mutate: (req) =>
          keepsMonths(req.trans) ? writeLoads(down, table, req) : table.mutate(req),
      };
    },
  }),
};
