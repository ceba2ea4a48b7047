/**
 * A document saved as its scan (features/documents/scan/) keeps the photo it was made from on the
 * device, beside the scan's own copy, until the server has answered the document's upload: if the
 * scan went wrong before it was sent, the photo still exists (docs/architecture.md, paperwork).
 * They are kept in `savedFiles` under their own key, counted in its 200 MB with the other copies.
 */
import type { BolDocument } from '@haulbook/sync-protocol';
import type { HaulbookDb } from './db';
import { toKept } from './keptFile';
import { pendingFor } from './sync/outbox';

const prefix = 'bolDocuments-original:';
export const originalKey = (documentId: string) => `${prefix}${documentId}`;

/** Keeps, for each document saved as a scan, the photo at its index in `originals`. */
export async function keepOriginals(
  db: HaulbookDb,
  documents: readonly BolDocument[],
  originals: readonly (File | undefined)[],
): Promise<void> {
  const savedAt = new Date().toISOString();
  const rows = await Promise.all(
    documents.flatMap((doc, i) => {
      const original = originals[i];
      if (!original) return [];
      return [toKept(original).then((blob) => ({ key: originalKey(doc.id), blob, savedAt }))];
    }),
  );
  await db.savedFiles.bulkPut(rows);
}

/** Lets go of the kept photos whose documents' uploads are no longer waiting for the server. */
export async function dropAnsweredOriginals(db: HaulbookDb): Promise<void> {
  const keys = await db.savedFiles.where('key').startsWith(prefix).primaryKeys();
  const waiting = await Promise.all(
    keys.map((key) => pendingFor(db, 'bolDocuments', key.slice(prefix.length)).count()),
  );
  await db.savedFiles.bulkDelete(keys.filter((_, i) => waiting[i] === 0));
}
