/**
 * Which records carry a file, where the server serves it and what the server takes for it: a
 * record over sync-protocol's list of tables and the account's photo, so a table added there
 * cannot compile until it says whether its rows hold files. Export and import both walk it.
 */
import {
  bolDocumentTypes,
  bolDownloadPath,
  maxBolDocumentBytes,
  maxProfilePhotoBytes,
  maxReceiptBytes,
  profilePhotoTypes,
  type SyncedTable,
} from '@haulbook/sync-protocol';
import { recordLabel } from '../recordLabel';
import type { FileOwner } from './format';

type Row = Record<string, unknown>;

export interface FileKind {
  /** The multipart field the file travels in. */
  field: string;
  /** Where the server serves the row's file, or null when it keeps none for it. */
  serverPath(row: Row): string | null;
  /** The types the server takes, as the bytes say. */
  types: readonly string[];
  /** The largest file the server takes, in bytes. */
  maxBytes: number;
  /** Why a file of another type is left out, in the driver's words. */
  wrongType: string;
  /** The record is its file (a document): without the file it is left out too. */
  required: boolean;
  /** The file in the driver's words. */
  label(row: Row): string;
}

/** Only an address on our own API is ever fetched: an export's rows come from anywhere. */
const apiPath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/api/') ? value : null;

/** Receipt photos: JPEG or PNG, as the server reads them (api/src/routes/fuel/receipts.ts). */
const receipt = (table: SyncedTable): FileKind => ({
  field: 'receipt',
  serverPath: (row) => apiPath(row.receiptUrl),
  types: ['image/jpeg', 'image/png'],
  maxBytes: maxReceiptBytes,
  wrongType: 'not a JPEG or PNG photo',
  required: false,
  label: (row) => `Receipt: ${recordLabel(table, row)}`,
});

const bolDocument: FileKind = {
  field: 'documents',
  serverPath: (row) => bolDownloadPath(String(row.id)),
  types: Object.keys(bolDocumentTypes),
  maxBytes: maxBolDocumentBytes,
  wrongType: 'not a photo or PDF',
  required: true,
  label: (row) => recordLabel('bolDocuments', row),
};

/** The account's row is its cached user: the photo's address is its `profileImageUrl`. */
const profilePhoto: FileKind = {
  field: 'profileImage',
  serverPath: (row) => apiPath(row.profileImageUrl),
  types: profilePhotoTypes,
  // The server takes a photo under 2 MB.
  maxBytes: maxProfilePhotoBytes - 1,
  wrongType: 'not a JPEG or PNG photo',
  required: false,
  label: () => 'Your profile photo',
};

export const fileKinds: Record<FileOwner, FileKind | null> = {
  loads: null,
  fuelEntries: receipt('fuelEntries'),
  payConfigs: null,
  payTiers: null,
  bonusTiers: null,
  userPreferences: null,
  bolDocuments: bolDocument,
  maintenanceItems: null,
  maintenanceCosts: receipt('maintenanceCosts'),
  settlements: null,
  jurisdictionSegments: null,
  iftaRates: null,
  perDiemDays: null,
  expenses: receipt('expenses'),
  officeAddresses: null,
  paperworkSends: null,
  profile: profilePhoto,
};

/** "over 5 MB". */
export const tooLarge = (kind: FileKind) => `over ${Math.round(kind.maxBytes / 2 ** 20)} MB`;
