/**
 * The files of an export as the import sends them: each read from its bytes and held to what the
 * server takes for its kind (fileKinds.ts), so an upload bound to be refused is never queued. A
 * file left out keeps its reason, for the import's report.
 */
import { NetworkError, serverMessage } from '../api';
import { profileApi } from '../profile';
import { fileKinds, tooLarge, type FileKind } from './fileKinds';
import type { ExportedFile, ExportManifest, FileOwner } from './format';
import { sniffType } from './sniff';

export interface CheckedFiles {
  /** The row's file, ready to upload. */
  fileOf(table: FileOwner, rowId: string): File | undefined;
  /** Why the row's file is left out, when it is. */
  skipReason(table: FileOwner, rowId: string): string | undefined;
}

const keyOf = (file: { table: FileOwner; rowId: string }) => `${file.table}:${file.rowId}`;

function check(kind: FileKind, entry: ExportedFile, bytes: Uint8Array | undefined): File | string {
  if (!bytes) return 'missing from the zip';
  // The type the manifest or the name claims is not trusted: the server reads the bytes too.
  const type = sniffType(bytes);
  if (!type || !kind.types.includes(type)) return kind.wrongType;
  if (bytes.length > kind.maxBytes) return tooLarge(kind);
  return new File([bytes.slice()], entry.path.split('/').pop()!, { type });
}

export function checkFiles(
  manifest: ExportManifest,
  zip: Record<string, Uint8Array>,
): CheckedFiles {
  const files = new Map<string, File>();
  const skipped = new Map<string, string>();
  for (const entry of manifest.files) {
    // An owner a newer release added is not known here: its record is reported unsupported.
    const kind = fileKinds[entry.table] as FileKind | null | undefined;
    if (!kind) continue;
    const checked = check(kind, entry, zip[entry.path]);
    if (typeof checked === 'string') skipped.set(keyOf(entry), checked);
    else files.set(keyOf(entry), checked);
  }
  for (const missing of manifest.missingFiles)
    if (!files.has(keyOf(missing))) skipped.set(keyOf(missing), 'not in the export');
  return {
    fileOf: (table, rowId) => files.get(keyOf({ table, rowId })),
    skipReason: (table, rowId) => skipped.get(keyOf({ table, rowId })),
  };
}

/**
 * The profile photo goes straight to the server, as Profile's Save Photo sends it: an account
 * change needs a connection (data/profile.ts). A photo the account already has is kept. The
 * reason it was not sent, or undefined once it was.
 */
export async function sendProfilePhoto(photo: File, hasPhoto: boolean) {
  if (hasPhoto) return 'your profile already has a photo';
  try {
    await profileApi.uploadPhoto(photo);
    return undefined;
  } catch (error) {
    if (error instanceof NetworkError)
      return 'needs a connection (import again when online to bring back your profile photo)';
    return `the server refused it: ${serverMessage(error, 'please try again')}`;
  }
}
