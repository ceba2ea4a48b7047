/**
 * Import Data: reads an export back, into an empty or an existing account, through the outbox (so
 * it works offline and replays like any write). A row whose id this device already holds is
 * skipped; the server answers a known id with the row it has. Either way nothing is doubled.
 * Each record's file is queued with it, as the device that made it queued it, so it shows at once
 * and uploads when the signal returns; the profile photo, an account change, is sent directly.
 */
import { isRecordId, syncedTables, type SyncedTable } from '@haulbook/sync-protocol';
import { strFromU8, unzipSync } from 'fflate';
import type { HaulbookDb } from '../db';
import { fileKinds } from './fileKinds';
import {
  exportFormat,
  exportVersion,
  manifestName,
  profileOwner,
  profilePhotoId,
  type ExportManifest,
} from './format';
import { checkFiles, sendProfilePhoto, type CheckedFiles } from './importFiles';
import { restorers, singletonTables, type RestoreContext } from './restorers';

export class ImportError extends Error {}

export interface ImportSummary {
  /** Records added, by table. */
  imported: Partial<Record<SyncedTable, number>>;
  /** Records this device already holds. */
  skipped: number;
  /** Rows left out because their id is not a record's: no call is ever built from such an id. */
  invalid: number;
  /** Tables in the file this version cannot write back. */
  unsupported: SyncedTable[];
  /** Files queued with their records, and the profile photo once sent. */
  filesAdded: number;
  /** Why each file left out was left out, in the driver's words. */
  filesSkipped: string[];
  /** Documents left out with their file: a document is its file. */
  leftOut: number;
}

/** The signed-in account the export is read into. */
export interface ImportAccount {
  id: string;
  profileImageUrl: string | null;
}

const notAnExport = 'This file is not a Haulbook export.';

export function readExport(bytes: Uint8Array): {
  manifest: ExportManifest;
  files: Record<string, Uint8Array>;
} {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new ImportError(notAnExport);
  }
  const raw = files[manifestName];
  const manifest = raw ? (JSON.parse(strFromU8(raw)) as ExportManifest) : undefined;
  if (manifest?.format !== exportFormat) throw new ImportError(notAnExport);
  if (manifest.version > exportVersion)
    throw new ImportError('This export was made by a newer Haulbook. Update the app, then import.');
  return { manifest, files };
}

/** The tables in the export that hold records a plan is needed for (loads, fuel...). */
export const tablesWithRows = (manifest: ExportManifest) =>
  syncedTables.filter((t) => (manifest.tables[t]?.length ?? 0) > 0 && !singletonTables.has(t));

interface ImportRun {
  ctx: RestoreContext;
  files: CheckedFiles;
  summary: ImportSummary;
}

/** Whether the row is left out (a bad id, or already here), counted in the summary if so. */
async function passedOver({ ctx, summary }: ImportRun, table: SyncedTable, row: { id?: unknown }) {
  if (singletonTables.has(table)) return false;
  // The restorers build paths from ids (/api/loads/<id>/pickup): only a record id may reach one.
  if (!isRecordId(row.id)) summary.invalid += 1;
  else if (await ctx.db[table].get(String(row.id))) summary.skipped += 1;
  else return false;
  return true;
}

async function importRow(run: ImportRun, table: SyncedTable, row: Record<string, unknown>) {
  if (await passedOver(run, table, row)) return;
  const { files, summary } = run;
  const id = String(row.id);
  const needsFile = fileKinds[table]?.required === true;
  const file = files.fileOf(table, id);
  const skipped = files.skipReason(table, id) ?? (needsFile && !file ? 'not in the export' : null);
  if (skipped) summary.filesSkipped.push(skipped);
  if (needsFile && !file) {
    summary.leftOut += 1;
    return;
  }
  await restorers[table]!(run.ctx, row);
  summary.imported[table] = (summary.imported[table] ?? 0) + 1;
  if (file) summary.filesAdded += 1;
}

async function importPhoto({ files, summary }: ImportRun, account: ImportAccount) {
  const photo = files.fileOf(profileOwner, profilePhotoId);
  const skipped = photo
    ? await sendProfilePhoto(photo, account.profileImageUrl !== null)
    : files.skipReason(profileOwner, profilePhotoId);
  if (skipped) summary.filesSkipped.push(skipped);
  else if (photo) summary.filesAdded += 1;
}

export async function importExport(
  db: HaulbookDb,
  account: ImportAccount,
  bytes: Uint8Array,
): Promise<ImportSummary> {
  const { manifest, files } = readExport(bytes);
  const checked = checkFiles(manifest, files);
  const run: ImportRun = {
    ctx: { db, userId: account.id, fileOf: checked.fileOf },
    files: checked,
    summary: {
      imported: {},
      skipped: 0,
      invalid: 0,
      unsupported: [],
      filesAdded: 0,
      filesSkipped: [],
      leftOut: 0,
    },
  };
  for (const table of syncedTables) {
    const rows = manifest.tables[table] ?? [];
    if (rows.length > 0 && !restorers[table]) run.summary.unsupported.push(table);
    else for (const row of rows) await importRow(run, table, row);
  }
  await importPhoto(run, account);
  return run.summary;
}
