/**
 * Import Data: reads an export back, into an empty or an existing account, through the outbox (so
 * it works offline and replays like any write). A row whose id this device already holds is
 * skipped; the server answers a known id with the row it has. Either way nothing is doubled.
 */
import { isRecordId, syncedTables, type SyncedTable } from '@haulbook/sync-protocol';
import { strFromU8, unzipSync } from 'fflate';
import type { HaulbookDb } from '../db';
import type { OutboxFile } from '../sync/outbox';
import { exportFormat, manifestName, type ExportManifest } from './format';
import { restorers, singletonTables } from './restorers';

export class ImportError extends Error {}

export interface ImportSummary {
  imported: Partial<Record<SyncedTable, number>>;
  skipped: number;
  /** Rows left out because their id is not a record's: no call is ever built from such an id. */
  invalid: number;
  /** Tables in the file this version cannot write back. */
  unsupported: SyncedTable[];
}

export function readExport(bytes: Uint8Array): {
  manifest: ExportManifest;
  files: Record<string, Uint8Array>;
} {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new ImportError('This file is not a Haulbook export.');
  }
  const raw = files[manifestName];
  const manifest = raw ? (JSON.parse(strFromU8(raw)) as ExportManifest) : undefined;
  if (manifest?.format !== exportFormat)
    throw new ImportError('This file is not a Haulbook export.');
  return { manifest, files };
}

/** The tables in the export that hold records a plan is needed for (loads, fuel...). */
export const tablesWithRows = (manifest: ExportManifest) =>
  syncedTables.filter((t) => (manifest.tables[t]?.length ?? 0) > 0 && !singletonTables.has(t));

export async function importExport(
  db: HaulbookDb,
  userId: string,
  bytes: Uint8Array,
): Promise<ImportSummary> {
  const { manifest, files } = readExport(bytes);
  const filesOf = (table: SyncedTable, rowId: string): OutboxFile[] =>
    manifest.files
      .filter((f) => f.table === table && f.rowId === rowId && files[f.path])
      .map((f) => ({
        field: f.field,
        name: f.path.split('/').pop()!,
        blob: new Blob([files[f.path]!.slice()], { type: f.type }),
      }));
  const summary: ImportSummary = { imported: {}, skipped: 0, invalid: 0, unsupported: [] };
  for (const table of syncedTables) {
    const rows = manifest.tables[table] ?? [];
    const restore = restorers[table];
    if (rows.length === 0) continue;
    if (!restore) {
      summary.unsupported.push(table);
      continue;
    }
    for (const row of rows) {
      // The restorers build paths from ids (/api/loads/<id>/pickup): only a record id may reach one.
      if (!singletonTables.has(table) && !isRecordId(row.id)) {
        summary.invalid += 1;
        continue;
      }
      const held = !singletonTables.has(table) && (await db[table].get(String(row.id)));
      if (held) {
        summary.skipped += 1;
        continue;
      }
      await restore({ db, userId, filesOf }, row);
      summary.imported[table] = (summary.imported[table] ?? 0) + 1;
    }
  }
  return summary;
}
