/**
 * Paperwork as the driver keeps it: BOL documents and fuel receipts. A document lands in Dexie at
 * once and queues the multipart POST /api/bol-documents/upload of docs/product.md §7, one entry per file, its
 * blob kept in the outbox entry until the server has it, exactly as a fill-up's receipt is. So a
 * photo taken in a dead zone is never lost and can be shown, viewed and shared with no signal;
 * once uploaded, the file is read from the server. An upload the server refuses stays here, its
 * file kept in its rejection (sync/settle.ts), marked refused until the driver retries or deletes it.
 */
import {
  bolDocumentTypes,
  bolDownloadPath,
  bolMessages,
  documentKindOf,
  type BolDocument,
  type BolDocumentType,
  type DocumentKind,
  type FuelEntry,
  type Load,
  type SyncedTable,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { api } from './api';
import type { HaulbookDb } from './db';
import type { LoadInput, LoadWrites } from './loads';
import { keptRefusals, pendingFor, queueChange, type OutboxTables } from './sync/outbox';
import { asBlob, keptSize, toKept } from './keptFile';

/** What the device keeps of paperwork copies before it lets the oldest go. */
export const savedFilesBytes = 200 * 1024 * 1024;

const savedKey = (table: SyncedTable, rowId: string) => `${table}:${rowId}`;

/** Keeps a copy, then lets the oldest copies go past `savedFilesBytes`. */
async function saveCopy(db: HaulbookDb, key: string, blob: Blob): Promise<void> {
  await db.savedFiles.put({ key, blob: await toKept(blob), savedAt: new Date().toISOString() });
  let total = 0;
  const expired: string[] = [];
  await db.savedFiles
    .orderBy('savedAt')
    .reverse()
    .each((row) => {
      total += keptSize(row.blob);
      if (total > savedFilesBytes) expired.push(row.key);
    });
  await db.savedFiles.bulkDelete(expired);
}

/** The refusal that keeps a row's refused upload on this device, if it has one. */
async function refusalOf(db: OutboxTables, table: SyncedTable, rowId: string) {
  return (await keptRefusals(db, table)).find((r) => r.rowId === rowId);
}

/** The documents whose upload the server refused, kept here for Retry or Delete, with why. */
export async function refusedDocuments(db: HaulbookDb): Promise<Map<string, string>> {
  const refusals = await keptRefusals(db, 'bolDocuments');
  return new Map(refusals.map((r) => [r.rowId, r.reason ?? r.message]));
}

/** The file of a row: waiting in the outbox, else a copy on this device, else the server's. */
async function fileOf(
  db: HaulbookDb,
  table: SyncedTable,
  rowId: string,
  serverPath: string,
): Promise<Blob> {
  const waiting = await waitingFile(db, table, rowId);
  if (waiting) return waiting;
  const saved = await db.savedFiles.get(savedKey(table, rowId));
  if (saved) return asBlob(saved.blob);
  const refused = (await refusalOf(db, table, rowId))?.keptFiles?.[0];
  if (refused) return asBlob(refused.blob);
  const blob = await api.getBlob(serverPath);
  // A full device must not stop the driver seeing the file they just opened.
  await saveCopy(db, savedKey(table, rowId), blob).catch(() => undefined);
  return blob;
}

const extensionOf = (file: File) => {
  const byType = bolDocumentTypes[file.type as BolDocumentType];
  if (byType) return byType;
  const byName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return byName === 'jpeg' ? 'jpg' : (byName ?? 'jpg');
};

function localDocument(
  id: string,
  loadId: string,
  kind: DocumentKind,
  file: File,
  now: string,
): BolDocument {
  return {
    id,
    loadId,
    kind,
    filename: `${id}.${extensionOf(file)}`,
    originalName: file.name,
    mimetype: file.type || 'application/octet-stream',
    size: file.size,
    uploadedAt: now,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The blob still waiting in the outbox for a row (its upload), if the server lacks it yet. */
export async function waitingFile(
  db: HaulbookDb,
  table: SyncedTable,
  rowId: string,
): Promise<Blob | undefined> {
  const entries = await pendingFor(db, table, rowId).toArray();
  const file = entries.flatMap((e) => e.files ?? [])[0];
  return file && asBlob(file.blob);
}

export function documentWrites(db: HaulbookDb, loads: LoadWrites, afterWrite: () => void) {
  const scope = [db.bolDocuments, db.outbox, db.savedFiles, db.rejections];

  /** A document's row and its upload, and a copy kept here; refused, it stays (settle.ts). */
  async function queueUpload(doc: BolDocument, name: string, file: Blob): Promise<void> {
    await queueChange(
      db,
      db.bolDocuments,
      {
        method: 'POST',
        path: '/api/bol-documents/upload',
        body: { loadId: doc.loadId, ids: doc.id, kind: documentKindOf(doc) },
        // The server keeps the name it is sent as the document's own.
        files: [{ field: 'documents', name, blob: file }],
        table: 'bolDocuments',
        rowId: doc.id,
        failureTitle: bolMessages.uploadFailedTitle,
        keepIfRefused: true,
      },
      () => db.bolDocuments.put(doc),
    );
    const saved = { key: savedKey('bolDocuments', doc.id), blob: await toKept(file) };
    await db.savedFiles.put({ ...saved, savedAt: new Date().toISOString() });
  }

  const queueDelete = (id: string) =>
    queueChange(
      db,
      db.bolDocuments,
      {
        method: 'DELETE',
        path: `/api/bol-documents/${id}`,
        table: 'bolDocuments',
        rowId: id,
        failureTitle: bolMessages.deleteFailedTitle,
      },
      () => db.bolDocuments.delete(id),
    );

  /** Queues one upload per file, all in the caller's transaction (or one of their own). */
  async function queueDocuments(
    loadId: string,
    files: readonly File[],
    kind: DocumentKind,
    ids: readonly string[] = [],
  ): Promise<BolDocument[]> {
    const now = new Date().toISOString();
    const documents = files.map((file, i) =>
      localDocument(ids[i] ?? uuidv7(), loadId, kind, file, now),
    );
    await db.transaction('rw', scope, async () => {
      for (const [i, doc] of documents.entries()) await queueUpload(doc, files[i]!.name, files[i]!);
    });
    return documents;
  }

  return {
    /** `ids`: the documents' own ids when they have them already (an import keeps its own). */
    async addDocuments(
      loadId: string,
      files: readonly File[],
      kind: DocumentKind = 'bill_of_lading',
      ids?: readonly string[],
    ): Promise<BolDocument[]> {
      const documents = await queueDocuments(loadId, files, kind, ids);
      afterWrite();
      return documents;
    },
    /** A new load and the photos added with it (its rate confirmation, say), kept together or not at all. */
    async addLoadWithDocuments(
      input: LoadInput,
      files: readonly File[],
      kind: DocumentKind = 'bill_of_lading',
    ): Promise<Load> {
      const load = await db.transaction('rw', [db.loads, ...scope], async () => {
        const added = await loads.addLoad(input);
        await queueDocuments(added.id, files, kind);
        return added;
      });
      afterWrite();
      return load;
    },
    /** A refused document sent again from the file kept here: a new upload, under a new key. */
    async retryUpload(id: string): Promise<void> {
      await db.transaction('rw', scope, async () => {
        const refusal = await refusalOf(db, 'bolDocuments', id);
        const file = refusal?.keptFiles?.[0];
        const doc = await db.bolDocuments.get(id);
        if (!refusal || !file || !doc) return;
        await db.rejections.delete(refusal.id!);
        await queueUpload(doc, file.name, asBlob(file.blob));
      });
      afterWrite();
    },
    /**
     * One document gone, a wrong photo say: its row and this device's copy at once, its delete
     * queued behind its upload if that has not gone yet (the server then has it for a moment).
     */
    async deleteDocument(id: string): Promise<void> {
      await db.transaction('rw', scope, async () => {
        const refusal = await refusalOf(db, 'bolDocuments', id);
        // The server never took a refused upload: it goes from this device alone.
        if (refusal)
          await Promise.all([db.rejections.delete(refusal.id!), db.bolDocuments.delete(id)]);
        else await queueDelete(id);
        await db.savedFiles.delete(savedKey('bolDocuments', id));
      });
      afterWrite();
    },
  };
}
export type DocumentWrites = ReturnType<typeof documentWrites>;

/** A document's file, from this device when it has one. */
export const documentFile = (db: HaulbookDb, doc: BolDocument): Promise<Blob> =>
  fileOf(db, 'bolDocuments', doc.id, bolDownloadPath(doc.id));

/** A fill-up's receipt, from this device when it has one. */
export const receiptFile = (db: HaulbookDb, entry: FuelEntry): Promise<Blob> =>
  fileOf(db, 'fuelEntries', entry.id, entry.receiptUrl ?? `/api/fuel/${entry.id}/receipt`);
