/**
 * Export Data: everything the driver owns, made on the device from Dexie so it works offline.
 * Generic over the synced tables (sync-protocol's list), so a table another area adds is in the
 * export with no change here. Files are found the same way: a file still waiting in the outbox is
 * taken from there, and any row field ending in `Url` that points at the API is fetched when online.
 */
import { syncedTables, type SyncedTable } from '@haulbook/sync-protocol';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { api } from '../api';
import type { HaulbookDb } from '../db';
import { toCsv } from './csv';
import {
  exportFormat,
  filePath,
  manifestName,
  type ExportedFile,
  type ExportManifest,
} from './format';

type Row = Record<string, unknown>;

const fileFields = (row: Row) =>
  Object.entries(row).filter(
    (entry): entry is [string, string] =>
      entry[0].endsWith('Url') && typeof entry[1] === 'string' && entry[1].startsWith('/api/'),
  );

async function collectFiles(db: HaulbookDb, tables: ExportManifest['tables']) {
  const zipped: Zippable = {};
  const files: ExportedFile[] = [];
  const missingFiles: ExportManifest['missingFiles'] = [];
  const add = async (table: SyncedTable, rowId: string, field: string, blob: Blob) => {
    const path = filePath(table, rowId, field, blob.type);
    zipped[path] = new Uint8Array(await blob.arrayBuffer());
    files.push({ table, rowId, field, path, type: blob.type });
  };
  const queued = new Set<string>();
  for (const entry of await db.outbox.toArray()) {
    for (const file of entry.files ?? []) {
      await add(entry.table, entry.rowId, file.field, file.blob);
      queued.add(`${entry.table}:${entry.rowId}`);
    }
  }
  for (const table of syncedTables) {
    for (const row of tables[table] ?? []) {
      const rowId = String(row.id);
      if (queued.has(`${table}:${rowId}`)) continue;
      for (const [field, url] of fileFields(row)) {
        const blob = await api.getBlob(url).catch(() => null);
        if (blob) await add(table, rowId, field.replace(/Url$/, ''), blob);
        else missingFiles.push({ table, rowId, field });
      }
    }
  }
  return { zipped, files, missingFiles };
}

/** The export as zip bytes. */
export async function buildExport(
  db: HaulbookDb,
  account: ExportManifest['account'],
): Promise<Uint8Array> {
  const tables: ExportManifest['tables'] = {};
  for (const table of syncedTables) tables[table] = (await db[table].toArray()) as Row[];
  const { zipped, files, missingFiles } = await collectFiles(db, tables);
  const manifest: ExportManifest = {
    format: exportFormat,
    version: 1,
    exportedAt: new Date().toISOString(),
    account,
    tables,
    files,
    missingFiles,
  };
  zipped[manifestName] = strToU8(JSON.stringify(manifest, null, 2));
  for (const table of syncedTables)
    zipped[`csv/${table}.csv`] = strToU8(toCsv(tables[table] ?? []));
  return zipSync(zipped);
}

/** 'haulbook-export-2026-11-22.zip'. */
export const exportFileName = (now = new Date()) =>
  `haulbook-export-${now.toISOString().slice(0, 10)}.zip`;
