/**
 * The outbox: every write a driver makes, as the REST call the spec lists, waiting to be replayed.
 * Invariant (docs/architecture.md, Sync): a local change and its outbox entry commit in one Dexie
 * transaction, so the screen never shows a change that will not be sent, nor sends one it never
 * showed. Each entry remembers the row as it was before, to roll back if the server refuses it.
 */
import type { OutboxMethod, SyncedTable } from '@haulbook/sync-protocol';
import Dexie, { type Table } from 'dexie';
import { isBytes, toKept, type KeptFile } from '../keptFile';

export type { OutboxMethod };

export interface OutboxFile {
  field: string;
  name: string;
  /** A Blob as the caller gives it; kept as its bytes (keptFile.ts). */
  blob: KeptFile;
}

export interface OutboxEntry {
  /** Auto-increment: the replay order, and with the device id the Idempotency-Key. */
  seq?: number;
  method: OutboxMethod;
  path: string;
  /** JSON body; or, when `files` is set (even empty), the text fields of a multipart call. */
  body?: unknown;
  files?: OutboxFile[];
  table: SyncedTable;
  rowId: string;
  /** The local row before this change (null: the change created it). */
  before: unknown;
  /** docs/product.md §8 title of the toast shown if the server refuses this change. */
  failureTitle: string;
  createdAt: string;
  attempts: number;
  lastError?: string;
  /** Times the server itself failed on this entry (a 500), and since when: see isStuck. */
  failures?: number;
  failingSince?: string;
  /**
   * An upload whose row stays on this device if the server refuses it, its files kept in the
   * rejection (`keptFiles`) for the driver to retry or delete: a refused photo is not lost.
   */
  keepIfRefused?: boolean;
}

/** The server's copy of a row a pull skipped because local changes to it were still queued. */
export interface ShadowRow {
  table: SyncedTable;
  rowId: string;
  /** null: the server deleted it. */
  row: unknown;
  /** The server version of that row or tombstone. */
  version: number;
}

export interface Rejection {
  id?: number;
  at: string;
  method: OutboxMethod;
  path: string;
  status: number;
  message: string;
  /** The record in the driver's words ("Load LS-448990") and why it was refused, in theirs. */
  record?: string;
  reason?: string;
  title: string;
  table: SyncedTable;
  rowId: string;
  /**
   * The files of a refused upload kept on this device with its row (`keepIfRefused`): while they
   * are here, the row is marked refused, until the driver retries or deletes it.
   */
  keptFiles?: OutboxFile[];
}

/** Where a new device's history stands, kept in its sync state until the last page is stored. */
export interface HistoryState {
  top: number;
  below: number;
  /** Rows the whole history brings, and how many of them came so far: the sync panel's progress. */
  total: number;
  stored: number;
}

export interface SyncStateRow {
  key: 'state';
  deviceId: string;
  cursor: number;
  lastSyncedAt: string | null;
  lastError: string | null;
  /** A new device's history still coming, newest first (history.ts). */
  history?: HistoryState;
}

export interface OutboxTables {
  outbox: Table<OutboxEntry, number>;
  shadows: Table<ShadowRow, [SyncedTable, string]>;
  rejections: Table<Rejection, number>;
  syncState: Table<SyncStateRow, 'state'>;
}

/** Entries still queued for one row. */
export function pendingFor(tables: OutboxTables, table: SyncedTable, rowId: string) {
  return tables.outbox.where('[table+rowId]').equals([table, rowId]);
}

/** Entries still queued for any row of one table. */
export function pendingForTable(tables: OutboxTables, table: SyncedTable) {
  return tables.outbox.where('[table+rowId]').between([table, Dexie.minKey], [table, Dexie.maxKey]);
}

/** The ids of a table's rows with entries still queued, read from the index alone. */
export async function pendingRowIds(
  tables: OutboxTables,
  table: SyncedTable,
): Promise<ReadonlySet<string>> {
  const keys = await pendingForTable(tables, table).keys();
  // Each key is the index's [table, rowId].
  return new Set(keys.flatMap((key) => (Array.isArray(key) ? [String(key[1])] : [])));
}

/** The refused uploads kept on this device (`Rejection.keptFiles`), of one table or all. */
export function keptRefusals(tables: OutboxTables, table?: SyncedTable): Promise<Rejection[]> {
  return tables.rejections
    .filter((r) => r.keptFiles !== undefined && (table === undefined || r.table === table))
    .toArray();
}

type QueuedEntry = Omit<OutboxEntry, 'seq' | 'before' | 'createdAt' | 'attempts'>;

/**
 * Applies a local change and queues its call in one transaction, remembering the row as it was
 * before so a refusal can put it back.
 */
const keptOutboxFile = async (file: OutboxFile): Promise<OutboxFile> =>
  isBytes(file.blob) ? file : { ...file, blob: await toKept(file.blob) };

export async function queueChange<T extends { id: string }>(
  tables: OutboxTables,
  rows: Table<T, string>,
  entry: QueuedEntry,
  applyLocally: () => Promise<unknown>,
): Promise<void> {
  const files = entry.files && (await Promise.all(entry.files.map(keptOutboxFile)));
  await rows.db.transaction('rw', [tables.outbox, rows], async () => {
    const before = (await rows.get(entry.rowId)) ?? null;
    await applyLocally();
    await tables.outbox.add({
      ...entry,
      ...(files ? { files } : {}),
      before,
      createdAt: new Date().toISOString(),
      attempts: 0,
    });
  });
}

/**
 * An entry the server keeps failing on (not the network, not a server that is down for everyone) is
 * stuck after 5 failures over at least 10 minutes. The queue then goes on without it and the
 * later changes to the same row, and the driver is shown it with Retry and Discard: one bad entry
 * never blocks the rest.
 */
export const stuckAfter = { failures: 5, ms: 10 * 60_000 } as const;

export function isStuck(entry: OutboxEntry, now: number): boolean {
  return (
    (entry.failures ?? 0) >= stuckAfter.failures &&
    entry.failingSince !== undefined &&
    now - Date.parse(entry.failingSince) >= stuckAfter.ms
  );
}

/** The stuck entries, oldest first. */
export async function stuckEntries(tables: OutboxTables, now = Date.now()): Promise<OutboxEntry[]> {
  return tables.outbox.filter((e) => isStuck(e, now)).toArray();
}
