/**
 * The export file: one zip holding `haulbook-export.json` (every record of every synced table, and
 * where each file sits), `csv/<table>.csv` per table, and the files under `files/`. The layout is
 * read back by the import, so both sides name paths here.
 *
 * Versions, each still imported by later releases:
 * - 1: the files this device held or could fetch through a row's `...Url` field; BOL documents
 *   only while waiting to upload, no profile photo, a missing file without its reason.
 * - 2: every file: BOL documents, fuel, maintenance and expense receipts and the profile photo
 *   (owner `profile`), from this device or the server. `type` is read from the file's bytes, and
 *   each file left out says why.
 */
import { bolDocumentTypes, type SyncedTable } from '@haulbook/sync-protocol';

export const manifestName = 'haulbook-export.json';
export const exportFormat = 'haulbook-export';
export const exportVersion = 2;

/** What a file belongs to: a synced table's row, or the account (its profile photo). */
export type FileOwner = SyncedTable | 'profile';
export const profileOwner = 'profile';
/** The profile photo's row id: the account has one photo. */
export const profilePhotoId = 'photo';

export interface ExportedFile {
  table: FileOwner;
  rowId: string;
  /** The multipart field the file travels in (receipt, documents, profileImage). */
  field: string;
  /** Path inside the zip. */
  path: string;
  /** As the bytes say; application/octet-stream when they name no type the app keeps. */
  type: string;
}

export interface MissingFile {
  table: FileOwner;
  rowId: string;
  field: string;
  /** Version 2: the file in the driver's words ("Receipt: Fill-up Nov 2, 100,000 mi"). */
  label?: string;
  /** Version 2: why the export could not hold it. */
  reason?: string;
}

export interface ExportManifest {
  format: typeof exportFormat;
  version: 1 | typeof exportVersion;
  exportedAt: string;
  account: { email: string; displayName: string | null };
  tables: Partial<Record<SyncedTable, Record<string, unknown>[]>>;
  files: ExportedFile[];
  /** Files this device could not reach when the export was made (offline, never downloaded). */
  missingFiles: MissingFile[];
}

const extensions: Readonly<Record<string, string>> = bolDocumentTypes;

export const filePath = (table: FileOwner, rowId: string, field: string, type: string) =>
  `files/${table}/${rowId}-${field}.${extensions[type] ?? 'bin'}`;
