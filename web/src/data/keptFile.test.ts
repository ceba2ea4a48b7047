/**
 * Paperwork kept in a browser that cannot store a Blob in IndexedDB, as WebKit's private and
 * ephemeral sessions (Safari's private browsing, an app's web view) refuse one: "Error preparing
 * Blob/File data to be stored in object store". Here fake-indexeddb is made to refuse a Blob the
 * same way; a photo must still be kept, queued and read back byte for byte.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData, db } from './db';
import { documentFile, documentWrites, waitingFile } from './documents';
import { asBlob, toKept } from './keptFile';
import { loadWrites } from './loads';
import { joplinToDallas } from '../test/fixtures';

const webkitRefusal = 'Error preparing Blob/File data to be stored in object store';

/** True when `value` holds a Blob anywhere, as IndexedDB's structured clone would meet it. */
function holdsBlob(value: unknown, seen = new Set<unknown>()): boolean {
  if (value instanceof Blob) return true;
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return false;
  return Object.values(value).some((v) => holdsBlob(v, seen));
}

function refuseBlobsAsWebKitDoes() {
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (holdsBlob(args[0])) throw new DOMException(webkitRefusal, 'UnknownError');
      return original.apply(this, args);
    });
  }
}

const photoBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);

beforeEach(async () => {
  await clearLocalData(db);
  refuseBlobsAsWebKitDoes();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await clearLocalData(db);
});

describe('a photo in a browser that cannot store a Blob', () => {
  it('is kept, queued for upload and read back byte for byte', async () => {
    const docs = documentWrites(
      db,
      loadWrites(db, () => undefined),
      () => undefined,
    );
    const photo = new File([photoBytes], 'signed-pod.jpg', { type: 'image/jpeg' });
    const load = await docs.addLoadWithDocuments(
      { loadNumber: 'WK-1', ...joplinToDallas, revenue: 900 },
      [photo],
    );

    const [document] = await db.bolDocuments.where('loadId').equals(load.id).toArray();
    const queued = await waitingFile(db, 'bolDocuments', document!.id);
    expect(queued?.type).toBe('image/jpeg');
    expect(new Uint8Array(await queued!.arrayBuffer())).toEqual(photoBytes);
    const shown = await documentFile(db, document!);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(photoBytes);
  });

  it('still reads a copy kept as a Blob before this release', async () => {
    vi.restoreAllMocks();
    const old = new Blob([photoBytes], { type: 'image/jpeg' });
    expect(asBlob(old)).toBe(old);
    const kept = await toKept(new File([photoBytes], 'bol.jpg', { type: 'image/jpeg' }));
    const back = asBlob(kept) as File;
    expect([back.name, back.type]).toEqual(['bol.jpg', 'image/jpeg']);
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(photoBytes);
  });
});
