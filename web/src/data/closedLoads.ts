/**
 * The loads that earn (delivered, or cancelled with TONU pay), kept a month to a record by when
 * they closed: what profit reads of a window's loads (profit.ts). IndexedDB's cost is per record
 * read far more than per byte: a year's 2,700 loads read as records took about 75 ms on the
 * bench's host, the same loads in one record under 5 ms (bench/README.md, pnpm bench:ifta).
 *
 * Invariant: for every load, the months hold keptOf(load) under its month and nothing else, and
 * the filter of ids seen shows every load kept. Every write to loads updates both in its own
 * IndexedDB transaction (closedLoadsWrites.ts); the database version that added them built them
 * from the loads stored then (buildClosedLoads). A load is kept as its own fields, those
 * earningsLoadOf reads, never as a figure made from them.
 */
import { deliveredAt, earnsPay, noExtras, type Load } from '@haulbook/sync-protocol';
import type { Table, Transaction } from 'dexie';

export const monthsStore = 'closedLoads';
export const seenStore = 'closedLoadIds';

/**
 * The fields of a load that earningsLoadOf reads, kept as an array in this order, without extras
 * when it has none: a month of a busy truck's loads stays a record of tens of KB.
 */
const loadFields = [
  'id',
  'loadNumber',
  'status',
  'deliveryDate',
  'actualDeliveryDate',
  'totalMiles',
  'loadedMiles',
  'emptyMiles',
  'revenue',
  'revenueEstimated',
  'grossAmount',
  'extras',
] as const satisfies readonly (keyof Load)[];
export type KeptLoad = Pick<Load, (typeof loadFields)[number]>;
type KeptRow = KeptLoad[keyof KeptLoad][];

/** The loads that closed in one UTC month (YYYY-MM), by id. */
export interface ClosedLoadsMonth {
  month: string;
  loads: Record<string, KeptRow>;
}

const noExtrasText = JSON.stringify(noExtras);

/** The UTC month a load closes in (or is to close in, not yet delivered); null for none. */
export function monthNamed(load: Load): string | null {
  const at = Date.parse(deliveredAt(load));
  return Number.isNaN(at) ? null : new Date(at).toISOString().slice(0, 7);
}

/**
 * A load as kept and the month it is kept under; null for a load that earns nothing. `month` is
 * monthNamed(load), when the caller has it already.
 */
export function keptOf(
  load: Load,
  month = monthNamed(load),
): { month: string; row: KeptRow } | null {
  if (month === null || !earnsPay(load)) return null;
  const row = loadFields.map((field) =>
    field === 'extras' && JSON.stringify(load.extras) === noExtrasText ? undefined : load[field],
  );
  return { month, row };
}

/** A kept load as earningsLoadOf reads it (no extras reads as none). */
const loadOfKept = (row: KeptRow): KeptLoad =>
  Object.fromEntries(loadFields.map((field, i) => [field, row[i]])) as unknown as KeptLoad;

/**
 * The ids of the loads kept, as a Bloom filter: a write learns that a load is new without reading
 * the row it replaces (a page of a first sync read so cost more than storing it). An id kept always
 * shows, its bits being cleared only with all loads; one never kept shows about once in 40,000 at
 * 15,000 loads, and a write then looks for it in every month.
 */
export interface SeenIds {
  key: 'seen';
  bits: Uint8Array;
}

const seenBits = 480_000;
const hashes = 6;

/** The filter's bits for an id: two FNV-1a hashes, combined (Kirsch and Mitzenmacher). */
export function bitsOf(id: string): number[] {
  let [a, b] = [0x811c9dc5, 0x01000193];
  for (let i = 0; i < id.length; i++) {
    a = Math.imul(a ^ id.charCodeAt(i), 0x01000193);
    b = Math.imul(b ^ id.charCodeAt(i), 0x811c9dc5) ^ (b >>> 15);
  }
  return Array.from({ length: hashes }, (_, i) => ((a >>> 0) + i * ((b | 1) >>> 0)) % seenBits);
}

export const noneSeen = (): SeenIds => ({ key: 'seen', bits: new Uint8Array(seenBits / 8) });

/** Whether the filter shows an id, by its bits (bitsOf). */
export const bitsSeen = (seen: SeenIds, bits: readonly number[]) =>
  bits.every((bit) => (seen.bits[bit >> 3]! & (1 << (bit & 7))) !== 0);

export const seenHas = (seen: SeenIds, id: string) => bitsSeen(seen, bitsOf(id));

/** Marks an id seen, by its bits (bitsOf). */
export function see(seen: SeenIds, bits: readonly number[]): void {
  for (const bit of bits) seen.bits[bit >> 3]! |= 1 << (bit & 7);
}

/** The months and the ids seen of these loads, from nothing. */
export function closedLoadsOf(loads: readonly Load[]) {
  const months = new Map<string, ClosedLoadsMonth>();
  const seen = noneSeen();
  for (const load of loads) {
    const kept = keptOf(load);
    if (!kept) continue;
    let month = months.get(kept.month);
    if (!month) months.set(kept.month, (month = { month: kept.month, loads: {} }));
    month.loads[load.id] = kept.row;
    see(seen, bitsOf(load.id));
  }
  return { months: [...months.values()], seen };
}

/** The version that adds the months builds them from the loads the device already holds. */
export async function buildClosedLoads(tx: Transaction): Promise<void> {
  const { months, seen } = closedLoadsOf((await tx.table('loads').toArray()) as Load[]);
  await tx.table(monthsStore).bulkPut(months);
  await tx.table(seenStore).put(seen);
}

/** The loads kept in the months holding the instants from `from` to `to` (ISO, UTC). */
export async function closedLoadsAround(
  months: Table<ClosedLoadsMonth, string>,
  from: string,
  to: string,
): Promise<KeptLoad[]> {
  const found = await months
    .where('month')
    .between(from.slice(0, 7), to.slice(0, 7), true, true)
    .toArray();
  return found.flatMap((month) => Object.values(month.loads).map(loadOfKept));
}
