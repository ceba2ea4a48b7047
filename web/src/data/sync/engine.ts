/**
 * The sync engine: push the outbox, then pull the server's changes (ARCHITECTURE.md, Sync).
 *
 * Push replays entries in order, one at a time, each with `Idempotency-Key: <device>:<seq>`, so a
 * call whose answer was lost is safe to send again. A network error, a 5xx, 408 or 429 stops the
 * queue (retried later with backoff); any other 4xx is a permanent refusal: it is recorded, the
 * local change rolled back, and the queue moves on. A 401 stops everything and keeps every entry.
 *
 * Pull stores rows and tombstones newer than the cursor and advances the cursor in the same Dexie
 * transaction. Rows with queued changes are not overwritten: the server copy is kept aside as a
 * shadow, used if those changes are refused.
 */
import {
  syncChangesSchema,
  syncedTables,
  type SyncChanges,
  type SyncedTable,
} from '@haulbook/sync-protocol';
import type { Dexie, Table } from 'dexie';
import {
  pendingFor,
  type OutboxEntry,
  type OutboxTables,
  type Rejection,
  type SyncStateRow,
} from './outbox';

export interface TransportRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

export interface TransportResponse {
  status: number;
  text: string;
}

/** Sends one HTTP request; throws only when no answer came back (offline, connection lost). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

interface VersionedRow {
  id: string;
  version: number;
}

export type SyncDb = Dexie & OutboxTables & Record<SyncedTable, Table<VersionedRow, string>>;

export type StepResult = 'done' | 'offline' | 'unauthorized';

export interface EngineOptions {
  db: SyncDb;
  transport: Transport;
  onRejected?: (rejection: Rejection) => void;
  pullLimit?: number;
}

const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

function errorMessage(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // plain-text error bodies are their own message
  }
  return text || `HTTP ${status}`;
}

function encode(entry: OutboxEntry): Pick<TransportRequest, 'body' | 'headers'> {
  if (entry.files) {
    const form = new FormData();
    for (const [name, value] of Object.entries((entry.body ?? {}) as Record<string, string>))
      form.append(name, value);
    for (const file of entry.files) form.append(file.field, file.blob, file.name);
    return { body: form, headers: {} };
  }
  if (entry.body === undefined) return { headers: {} };
  return { body: JSON.stringify(entry.body), headers: { 'Content-Type': 'application/json' } };
}

export async function syncState(db: SyncDb): Promise<SyncStateRow> {
  const existing = await db.syncState.get('state');
  if (existing) return existing;
  const fresh: SyncStateRow = {
    key: 'state',
    deviceId: crypto.randomUUID(),
    cursor: 0,
    lastSyncedAt: null,
    lastError: null,
  };
  await db.syncState.put(fresh);
  return fresh;
}

export function createSyncEngine({ db, transport, onRejected, pullLimit = 2000 }: EngineOptions) {
  const rowTable = (table: SyncedTable) => db[table];

  async function applyServerCopy(table: SyncedTable, rowId: string, row: unknown): Promise<void> {
    if (row) await rowTable(table).put(row as VersionedRow);
    else await rowTable(table).delete(rowId);
  }

  async function acknowledge(entry: OutboxEntry, text: string): Promise<void> {
    await db.transaction('rw', [db.outbox, db.shadows, rowTable(entry.table)], async () => {
      await db.outbox.delete(entry.seq!);
      if ((await pendingFor(db, entry.table, entry.rowId).count()) > 0) return;
      const shadow = await db.shadows.get([entry.table, entry.rowId]);
      await db.shadows.delete([entry.table, entry.rowId]);
      if (entry.method === 'DELETE') return;
      const row = text ? (JSON.parse(text) as Partial<VersionedRow>) : null;
      if (row?.id !== entry.rowId) return;
      // A pull may have seen a newer server copy (another device wrote after us) while we waited.
      if (shadow && shadow.version > (row.version ?? 0))
        await applyServerCopy(entry.table, entry.rowId, shadow.row);
      else await rowTable(entry.table).put(row as VersionedRow);
    });
  }

  async function reject(entry: OutboxEntry, status: number, message: string): Promise<Rejection> {
    const rejection: Rejection = {
      at: new Date().toISOString(),
      method: entry.method,
      path: entry.path,
      status,
      message,
      title: entry.failureTitle,
      table: entry.table,
      rowId: entry.rowId,
    };
    await db.transaction(
      'rw',
      [db.outbox, db.shadows, db.rejections, rowTable(entry.table)],
      async () => {
        await db.outbox.delete(entry.seq!);
        await db.rejections.add(rejection);
        const next = await pendingFor(db, entry.table, entry.rowId).first();
        if (next) {
          // The next queued change was built on this one: if it fails too, roll back to before both.
          await db.outbox.update(next.seq!, { before: entry.before });
          return;
        }
        const shadow = await db.shadows.get([entry.table, entry.rowId]);
        await db.shadows.delete([entry.table, entry.rowId]);
        await applyServerCopy(entry.table, entry.rowId, shadow ? shadow.row : entry.before);
      },
    );
    return rejection;
  }

  async function send(entry: OutboxEntry, deviceId: string): Promise<TransportResponse | null> {
    const { body, headers } = encode(entry);
    try {
      return await transport({
        method: entry.method,
        path: entry.path,
        headers: {
          ...headers,
          Accept: 'application/json',
          'Idempotency-Key': `${deviceId}:${entry.seq}`,
        },
        ...(body !== undefined ? { body } : {}),
      });
    } catch (error) {
      await db.outbox.update(entry.seq!, {
        attempts: entry.attempts + 1,
        lastError: String(error),
      });
      return null;
    }
  }

  /**
   * Replays the queue in order, one call at a time. A success is recorded while the next call is
   * already on its way (acknowledgements chain in order); a refusal is settled before anything
   * else is sent, because it rewrites the rollback point of the next entry for the same row.
   */
  async function push(): Promise<StepResult> {
    const { deviceId } = await syncState(db);
    let acknowledged: Promise<void> = Promise.resolve();
    let batch: OutboxEntry[] = [];
    let lastSeq = 0;
    try {
      for (;;) {
        if (batch.length === 0)
          batch = await db.outbox.where('seq').above(lastSeq).limit(50).toArray();
        const entry = batch.shift();
        if (!entry) return 'done';
        lastSeq = entry.seq!;
        const response = await send(entry, deviceId);
        if (!response) return 'offline';
        if (response.status === 401) return 'unauthorized';
        if (retryable(response.status)) {
          await db.outbox.update(entry.seq!, {
            attempts: entry.attempts + 1,
            lastError: `HTTP ${response.status}`,
          });
          return 'offline';
        }
        if (response.status < 300) {
          acknowledged = acknowledged.then(() => acknowledge(entry, response.text));
          continue;
        }
        await acknowledged;
        const rejection = await reject(
          entry,
          response.status,
          errorMessage(response.text, response.status),
        );
        batch = [];
        onRejected?.(rejection);
      }
    } finally {
      await acknowledged;
    }
  }

  /** Stores one table's pulled rows; a row with queued local changes is kept aside as a shadow. */
  async function storeRows(
    table: SyncedTable,
    rows: VersionedRow[],
    reset: boolean,
    isQueued: (key: string) => boolean,
  ) {
    const queued = (id: string) => isQueued(`${table}:${id}`);
    if (reset) {
      const stale = (await rowTable(table).toCollection().primaryKeys()).filter(
        (id) => !queued(id),
      );
      await rowTable(table).bulkDelete(stale);
    }
    await rowTable(table).bulkPut(rows.filter((row) => !queued(row.id)));
    const shadows = rows.filter((row) => queued(row.id));
    await db.shadows.bulkPut(
      shadows.map((row) => ({ table, rowId: row.id, row, version: row.version })),
    );
  }

  async function store(changes: SyncChanges): Promise<void> {
    const tables = syncedTables.map(rowTable);
    await db.transaction('rw', [db.outbox, db.shadows, db.syncState, ...tables], async () => {
      const queued = new Set((await db.outbox.toArray()).map((e) => `${e.table}:${e.rowId}`));
      const isQueued = (key: string) => queued.has(key);
      for (const table of syncedTables)
        await storeRows(table, changes[table], changes.reset, isQueued);
      for (const gone of changes.tombstones) {
        if (isQueued(`${gone.table}:${gone.id}`)) {
          await db.shadows.put({
            table: gone.table,
            rowId: gone.id,
            row: null,
            version: gone.version,
          });
        } else {
          await rowTable(gone.table).delete(gone.id);
        }
      }
      const state = await syncState(db);
      await db.syncState.put({
        ...state,
        cursor: changes.cursor,
        lastSyncedAt: new Date().toISOString(),
        lastError: null,
      });
    });
  }

  async function pull(): Promise<StepResult> {
    for (;;) {
      const { cursor } = await syncState(db);
      let response: TransportResponse;
      try {
        response = await transport({
          method: 'GET',
          path: `/api/sync/changes?since=${cursor}&limit=${pullLimit}`,
          headers: { Accept: 'application/json' },
        });
      } catch {
        return 'offline';
      }
      if (response.status === 401) return 'unauthorized';
      if (response.status !== 200) return 'offline';
      const changes = syncChangesSchema.parse(JSON.parse(response.text));
      await store(changes);
      if (!changes.hasMore) return 'done';
    }
  }

  /** One full round: push everything, then pull everything. */
  async function sync(): Promise<StepResult> {
    const pushed = await push();
    if (pushed !== 'done') return pushed;
    return pull();
  }

  return { push, pull, sync };
}
export type SyncEngine = ReturnType<typeof createSyncEngine>;
