/**
 * Export Data: everything the driver owns, made on the device from Dexie so it works offline.
 * Generic over the synced tables (sync-protocol's list), so a table another area adds is in the
 * export with no change here. Files are found through fileKinds.ts (exportFiles.ts): a file not
 * yet uploaded comes from the outbox, one on the server is fetched when online, and a file that
 * could not be had is named in the result and in the manifest with the reason.
 */
import { syncedTables } from '@haulbook/sync-protocol';
import { strToU8, zipSync } from 'fflate';
import type { HaulbookDb } from '../db';
import { toCsv } from './csv';
import { collectFiles } from './exportFiles';
import {
  exportFormat,
  exportVersion,
  manifestName,
  type ExportManifest,
  type MissingFile,
} from './format';

type Row = Record<string, unknown>;

/** The account as the export names it; its photo is fetched from `profileImageUrl`. */
export type ExportAccount = ExportManifest['account'] & { profileImageUrl: string | null };

export interface ExportResult {
  /** The zip. */
  bytes: Uint8Array;
  /** Files in it. */
  included: number;
  /** Files it could not hold, and why. */
  missing: Required<MissingFile>[];
}

export async function buildExport(db: HaulbookDb, account: ExportAccount): Promise<ExportResult> {
  const tables: ExportManifest['tables'] = {};
  for (const table of syncedTables) tables[table] = (await db[table].toArray()) as Row[];
  const { zipped, files, missingFiles } = await collectFiles(db, tables, account);
  const manifest: ExportManifest = {
    format: exportFormat,
    version: exportVersion,
    exportedAt: new Date().toISOString(),
    account: { email: account.email, displayName: account.displayName },
    tables,
    files,
    missingFiles,
  };
  zipped[manifestName] = strToU8(JSON.stringify(manifest, null, 2));
  for (const table of syncedTables)
    zipped[`csv/${table}.csv`] = strToU8(toCsv(tables[table] ?? []));
  return { bytes: zipSync(zipped), included: files.length, missing: missingFiles };
}

/** 'haulbook-export-2026-11-22.zip'. */
export const exportFileName = (now = new Date()) =>
  `haulbook-export-${now.toISOString().slice(0, 10)}.zip`;
