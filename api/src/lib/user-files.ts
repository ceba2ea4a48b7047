/**
 * Each driver's uploaded files (BOL documents, fuel, maintenance and expense receipts, the
 * profile photo), one store for all of them: the key <collection>/<user>/<id>.<ext> in the
 * configured file store (file-store.ts: DATA_DIR on disk, or an S3 bucket), with the same rules
 * whichever it is. A file's type is read from its bytes, never its name (a PDF renamed .jpg is
 * what its bytes say). A driver's files go in one call when their account does.
 *
 * Invariant: one storage quota covers every byte a driver keeps. Usage is counted over every
 * collection, and every save checks it before it writes, so no kind of upload can pass it; a file
 * that replaces another counts only what it adds. The versioned writes that save files do so under
 * the driver's counter row lock, so two of their uploads cannot both pass the same room.
 */
import type { Readable } from 'node:stream';
import { storageFullMessage } from '@haulbook/sync-protocol';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError } from './errors.js';
import type { FileStore, StoredObject } from './file-store.js';

/** Types a collection takes: mime type to the extension it is stored under. */
export type AllowedTypes = Readonly<Record<string, string>>;

/** JPEG or PNG: receipts and the profile photo. */
export const photoTypes: AllowedTypes = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export interface SniffedFile {
  bytes: Buffer;
  mime: string;
  ext: string;
}

/** The file's type from its bytes, refused with `refusal` (400) when it is not one of `allowed`. */
export async function sniffFile(
  bytes: Buffer,
  allowed: AllowedTypes,
  refusal: string,
): Promise<SniffedFile> {
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && allowed[type.mime];
  if (!type || !ext) throw badRequest(refusal);
  return { bytes, mime: type.mime, ext };
}

const collections = [
  'receipts',
  'bol',
  'maintenance-receipts',
  'expense-receipts',
  'profile-photos',
] as const;
export type FileCollection = (typeof collections)[number];

/** Ids come from clients: only the characters of a UUID may reach a key. */
function safeName(name: string): string {
  if (!/^[A-Za-z0-9-]+(\.[a-z0-9]+)?$/.test(name)) throw badRequest('Invalid file name');
  return name;
}

/** Objects of a collection by the driver whose folder they are in. */
function byUser(objects: readonly StoredObject[]): Map<string, StoredObject[]> {
  const users = new Map<string, StoredObject[]>();
  for (const object of objects) {
    const userId = object.key.split('/')[1] ?? '';
    const theirs = users.get(userId) ?? [];
    theirs.push(object);
    users.set(userId, theirs);
  }
  return users;
}

const totalSize = (objects: readonly StoredObject[]) =>
  objects.reduce((sum, object) => sum + object.size, 0);

/** A stored file opened for reading, with the type it was saved as. */
export interface OpenedFile {
  mime: string;
  body: Readable;
}

export function userFiles(store: FileStore, quotaBytes: number) {
  const folder = (collection: FileCollection, userId: string) =>
    `${collection}/${safeName(userId)}/`;

  /** Bytes a driver keeps, over every collection. */
  async function usage(userId: string): Promise<number> {
    const listed = await Promise.all(collections.map((name) => store.list(folder(name, userId))));
    return listed.reduce((sum, objects) => sum + totalSize(objects), 0);
  }

  /** Throws 413, saying what is used, when `adding` bytes (in place of `replacing`) would not fit. */
  async function ensureRoom(userId: string, adding: number, replacing = 0): Promise<void> {
    const used = await usage(userId);
    if (used - replacing + adding > quotaBytes)
      throw new HttpError(413, storageFullMessage(used, quotaBytes));
  }

  function collection(name: FileCollection, allowed: AllowedTypes) {
    const keyOf = (userId: string, filename: string) => folder(name, userId) + safeName(filename);
    /** The keys `id` may be stored under, one per allowed type. */
    const keysOf = (userId: string, id: string) =>
      Object.entries(allowed).map(([mime, ext]) => ({ mime, key: keyOf(userId, `${id}.${ext}`) }));

    /** Deletes files older than `age` whose id is not among `owned(userId)`'s. */
    async function removeOrphans(age: number, owned: (userId: string) => Promise<Set<string>>) {
      const before = Date.now() - age;
      for (const [userId, objects] of byUser(await store.list(`${name}/`))) {
        const ids = await owned(userId);
        for (const { key, modified } of objects) {
          const id = key.slice(key.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
          if (modified.getTime() < before && !ids.has(id)) await store.remove(key);
        }
      }
    }

    return {
      keyOf,
      /** Writes the file of `id` in place of any it had, if the quota has room for it. */
      async save(userId: string, id: string, file: SniffedFile): Promise<string> {
        const variants = new Set(keysOf(userId, id).map((v) => v.key));
        const stored = await store.list(`${keyOf(userId, id)}.`);
        const earlier = stored.filter((object) => variants.has(object.key));
        await ensureRoom(userId, file.bytes.length, totalSize(earlier));
        const target = keyOf(userId, `${id}.${file.ext}`);
        await store.put(target, file.bytes, file.mime);
        // A replaced file of another type would otherwise be the one find() serves. Removed only
        // once the new one is stored: a write that fails leaves the driver's old file.
        for (const { key } of earlier) if (key !== target) await store.remove(key);
        return target;
      },
      remove: (key: string) => store.remove(key),
      /** The stored file of `id`, whatever type it was saved as, opened; undefined if none. */
      async find(userId: string, id: string): Promise<OpenedFile | undefined> {
        for (const { key, mime } of keysOf(userId, id)) {
          const body = await store.open(key);
          if (body) return { mime, body };
        }
        return undefined;
      },
      removeOrphans,
    };
  }

  return {
    collection,
    usage,
    ensureRoom,
    quotaBytes,
    /** A stored file by the key save() gave it, opened; undefined if it is gone. */
    open: (key: string) => store.open(key),
    /** Every file of a driver, in every collection: what deleting an account calls. */
    async removeUser(userId: string): Promise<void> {
      for (const name of collections) await store.removeFolder(folder(name, userId));
    },
    close: () => store.close(),
  };
}
export type UserFiles = ReturnType<typeof userFiles>;
