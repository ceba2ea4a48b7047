/**
 * Each driver's uploaded files (BOL documents, fuel, maintenance and expense receipts, the
 * profile photo) on disk, one store for all of them: DATA_DIR/<collection>/<user>/<id>.<ext>,
 * folders 0700 and files 0600. A file's type is read from its bytes, never its name (a PDF renamed
 * .jpg is what its bytes say). A driver's files go in one call when their account does.
 *
 * Invariant: one storage quota covers every byte a driver keeps. Usage is counted over every
 * collection, and every save checks it before it writes, so no kind of upload can pass it; a file
 * that replaces another counts only what it adds. The versioned writes that save files do so under
 * the driver's counter row lock, so two of their uploads cannot both pass the same room.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { storageFullMessage } from '@haulbook/sync-protocol';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError } from './errors.js';
import { privateDirMode, privateFileMode } from './private-files.js';

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

const sizeOf = (file: string) =>
  fs.stat(file).then(
    (stat) => stat.size,
    () => undefined,
  );

const listDir = (dir: string) => fs.readdir(dir).catch(() => [] as string[]);

/** Ids come from clients: only the characters of a UUID may reach a path. */
function safeName(name: string): string {
  if (!/^[A-Za-z0-9-]+(\.[a-z0-9]+)?$/.test(name)) throw badRequest('Invalid file name');
  return name;
}

export function userFiles(dataDir: string, quotaBytes: number) {
  const folder = (collection: FileCollection, userId: string) =>
    path.join(dataDir, collection, safeName(userId));

  /** Bytes a driver keeps, over every collection. */
  async function usage(userId: string): Promise<number> {
    let total = 0;
    for (const name of collections) {
      const dir = folder(name, userId);
      const sizes = await Promise.all((await listDir(dir)).map((f) => sizeOf(path.join(dir, f))));
      total += sizes.reduce<number>((a, b) => a + (b ?? 0), 0);
    }
    return total;
  }

  /** Throws 413, saying what is used, when `adding` bytes (in place of `replacing`) would not fit. */
  async function ensureRoom(userId: string, adding: number, replacing = 0): Promise<void> {
    const used = await usage(userId);
    if (used - replacing + adding > quotaBytes)
      throw new HttpError(413, storageFullMessage(used, quotaBytes));
  }

  function collection(name: FileCollection, allowed: AllowedTypes) {
    const root = path.join(dataDir, name);
    /** The files `id` may be stored as, one per allowed type. */
    const filesOf = (userId: string, id: string) =>
      Object.entries(allowed).map(([mime, ext]) => ({
        mime,
        ext,
        file: path.join(folder(name, userId), safeName(`${id}.${ext}`)),
      }));
    return {
      fileOf: (userId: string, filename: string) =>
        path.join(folder(name, userId), safeName(filename)),
      /** Writes the file of `id` in place of any it had, if the quota has room for it. */
      async save(userId: string, id: string, file: SniffedFile): Promise<string> {
        const earlier = filesOf(userId, id);
        const sizes = await Promise.all(earlier.map((e) => sizeOf(e.file)));
        await ensureRoom(
          userId,
          file.bytes.length,
          sizes.reduce<number>((a, b) => a + (b ?? 0), 0),
        );
        await fs.mkdir(folder(name, userId), { recursive: true, mode: privateDirMode });
        // A replaced file of another type would otherwise be the one find() serves.
        for (const e of earlier) if (e.ext !== file.ext) await fs.rm(e.file, { force: true });
        const target = path.join(folder(name, userId), safeName(`${id}.${file.ext}`));
        await fs.writeFile(target, file.bytes, { mode: privateFileMode });
        return target;
      },
      async remove(file: string): Promise<void> {
        await fs.rm(file, { force: true });
      },
      /** The stored file of `id`, whatever type it was saved as, if any. */
      async find(userId: string, id: string): Promise<{ file: string; mime: string } | undefined> {
        for (const { file, mime } of filesOf(userId, id))
          if ((await sizeOf(file)) !== undefined) return { file, mime };
        return undefined;
      },
      /** Deletes files older than `age` whose id is not among `owned(userId)`'s. */
      async removeOrphans(age: number, owned: (userId: string) => Promise<Set<string>>) {
        for (const userId of await listDir(root)) {
          const ids = await owned(userId);
          for (const file of await listDir(path.join(root, userId))) {
            const full = path.join(root, userId, file);
            const old = (await fs.stat(full)).mtimeMs < Date.now() - age;
            if (old && !ids.has(file.replace(/\.[^.]+$/, ''))) await fs.rm(full, { force: true });
          }
        }
      },
    };
  }

  return {
    collection,
    usage,
    ensureRoom,
    quotaBytes,
    /** Every file of a driver, in every collection: what deleting an account calls. */
    async removeUser(userId: string): Promise<void> {
      for (const name of collections)
        await fs.rm(folder(name, userId), { recursive: true, force: true });
    },
  };
}
export type UserFiles = ReturnType<typeof userFiles>;
