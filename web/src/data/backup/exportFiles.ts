/**
 * The files of an export, each taken where it is newest: the upload still waiting in the outbox,
 * or refused and kept for Retry (the server does not have it), else the server's copy through its
 * download route, else, offline, the copy this device kept of it. A file none of these gives is
 * listed with the reason, never dropped silently.
 */
import { syncedTables } from '@haulbook/sync-protocol';
import type { Zippable } from 'fflate';
import { api, ApiError, NetworkError } from '../api';
import type { HaulbookDb } from '../db';
import { fileKinds, type FileKind } from './fileKinds';
import {
  filePath,
  profileOwner,
  profilePhotoId,
  type ExportedFile,
  type ExportManifest,
  type FileOwner,
  type MissingFile,
} from './format';
import { sniffType } from './sniff';
import { asBlob } from '../keptFile';
import { keptRefusals } from '../sync/outbox';

type Row = Record<string, unknown>;

export interface CollectedFiles {
  zipped: Zippable;
  files: ExportedFile[];
  missingFiles: Required<MissingFile>[];
}

/** Why a file on the server is not in an export made offline. */
export const offlineReason = 'this device is offline and the file is on the server';

/** A row (or the account) whose kind of record carries a file. */
interface Wanted {
  table: FileOwner;
  rowId: string;
  row: Row;
  kind: FileKind;
}

/** The key of a row's kept copy in `savedFiles` (db.ts). */
const rowKey = (table: FileOwner, rowId: string) => `${table}:${rowId}`;

/**
 * The files only this device has: each refused upload kept for Retry, and the newest file each
 * row has waiting to upload (an edit's new receipt replaces the first).
 */
async function queuedFiles(db: HaulbookDb): Promise<Map<string, Blob>> {
  const queued = new Map<string, Blob>();
  for (const refusal of await keptRefusals(db)) {
    const file = refusal.keptFiles?.at(-1);
    if (file) queued.set(rowKey(refusal.table, refusal.rowId), asBlob(file.blob));
  }
  await db.outbox.each((entry) => {
    const file = entry.files?.at(-1);
    if (file) queued.set(rowKey(entry.table, entry.rowId), asBlob(file.blob));
  });
  return queued;
}

function whyNot(error: unknown): string {
  if (error instanceof NetworkError) return offlineReason;
  if (error instanceof ApiError && error.status === 404) return 'the server no longer has it';
  if (error instanceof ApiError) return `the server could not send it (error ${error.status})`;
  return 'the server could not send it';
}

/** The server's copy or, offline, the one this device kept; else why neither could be had. */
async function fetched(db: HaulbookDb, wanted: Wanted, path: string): Promise<Blob | string> {
  try {
    return await api.getBlob(path);
  } catch (error) {
    const kept =
      error instanceof NetworkError &&
      (await db.savedFiles.get(rowKey(wanted.table, wanted.rowId)));
    return kept ? asBlob(kept.blob) : whyNot(error);
  }
}

/** The row's file, why it could not be had, or nothing when the row has no file at all. */
async function findFile(db: HaulbookDb, queued: Map<string, Blob>, wanted: Wanted) {
  const waiting = queued.get(rowKey(wanted.table, wanted.rowId));
  if (waiting) return waiting;
  const path = wanted.kind.serverPath(wanted.row);
  return path ? fetched(db, wanted, path) : undefined;
}

function wantedFiles(tables: ExportManifest['tables'], account: Row): Wanted[] {
  const rows = syncedTables.flatMap((table) => {
    const kind = fileKinds[table];
    if (!kind) return [];
    return (tables[table] ?? []).map((row) => ({ table, rowId: String(row.id), row, kind }));
  });
  const photo: Wanted = {
    table: profileOwner,
    rowId: profilePhotoId,
    row: account,
    kind: fileKinds.profile!,
  };
  return [...rows, photo];
}

async function add(found: CollectedFiles, { table, rowId, kind }: Wanted, blob: Blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  // The bytes say what the file is: a name or a claimed type can be wrong.
  const type = sniffType(bytes) ?? 'application/octet-stream';
  const path = filePath(table, rowId, kind.field, type);
  found.zipped[path] = bytes;
  found.files.push({ table, rowId, field: kind.field, path, type });
}

/** Every file of the exported rows and the account's profile photo. */
export async function collectFiles(
  db: HaulbookDb,
  tables: ExportManifest['tables'],
  account: { profileImageUrl: string | null },
): Promise<CollectedFiles> {
  const queued = await queuedFiles(db);
  const found: CollectedFiles = { zipped: {}, files: [], missingFiles: [] };
  for (const wanted of wantedFiles(tables, account)) {
    const file = await findFile(db, queued, wanted);
    if (typeof file === 'string') {
      const { table, rowId, kind, row } = wanted;
      found.missingFiles.push({
        table,
        rowId,
        field: kind.field,
        label: kind.label(row),
        reason: file,
      });
    } else if (file) await add(found, wanted, file);
  }
  return found;
}
