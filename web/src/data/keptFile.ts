/**
 * A file as this device keeps it in IndexedDB (a queued upload, a copy for offline viewing): its
 * bytes, type and name, not a Blob. WebKit cannot store a Blob in a private or ephemeral session
 * (Safari's private browsing, an app's web view): "Error preparing Blob/File data to be stored in
 * object store", and every photo a driver took there would be lost. Bytes store in every engine.
 * Rows kept before this release hold a Blob, and are read as they are.
 */
import Dexie from 'dexie';

export interface FileBytes {
  bytes: ArrayBuffer;
  type: string;
  name: string;
}

export type KeptFile = Blob | FileBytes;

/** Not `'bytes' in file`: a Blob has a bytes() method in today's browsers. */
export const isBytes = (file: KeptFile): file is FileBytes =>
  typeof (file as Partial<Blob>).arrayBuffer !== 'function';

export const keptSize = (file: KeptFile): number =>
  isBytes(file) ? file.bytes.byteLength : file.size;

/** The kept file as a Blob again (a File when it has a name), to show, share or send. */
export function asBlob(file: KeptFile): Blob {
  if (!isBytes(file)) return file;
  return file.name
    ? new File([file.bytes], file.name, { type: file.type })
    : new Blob([file.bytes], { type: file.type });
}

/**
 * What to keep of `blob`. Reading its bytes is not an IndexedDB request, so inside a Dexie
 * transaction it is awaited through Dexie.waitFor, which keeps the transaction open meanwhile.
 */
export async function toKept(blob: Blob): Promise<FileBytes> {
  const read = blob.arrayBuffer();
  const bytes = Dexie.currentTransaction ? await Dexie.waitFor(read) : await read;
  return { bytes, type: blob.type, name: blob instanceof File ? blob.name : '' };
}
