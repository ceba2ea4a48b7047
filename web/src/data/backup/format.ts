/**
 * The export file: one zip holding `haulbook-export.json` (every record of every synced table, and
 * where each file sits), `csv/<table>.csv` per table, and the files under `files/`. The layout is
 * read back by the import, so both sides name paths here.
 */
import type { SyncedTable } from '@haulbook/sync-protocol';

export const manifestName = 'haulbook-export.json';
export const exportFormat = 'haulbook-export';

export interface ExportedFile {
  table: SyncedTable;
  rowId: string;
  /** The multipart field the file travels in (receipt), or the row field that named it. */
  field: string;
  /** Path inside the zip. */
  path: string;
  type: string;
}

export interface ExportManifest {
  format: typeof exportFormat;
  version: 1;
  exportedAt: string;
  account: { email: string; displayName: string | null };
  tables: Partial<Record<SyncedTable, Record<string, unknown>[]>>;
  files: ExportedFile[];
  /** Files this device could not reach when the export was made (offline, never downloaded). */
  missingFiles: Omit<ExportedFile, 'path' | 'type'>[];
}

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export const filePath = (table: string, rowId: string, field: string, type: string) =>
  `files/${table}/${rowId}-${field}.${extensions[type] ?? 'bin'}`;
