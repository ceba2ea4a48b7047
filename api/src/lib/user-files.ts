/**
 * Each driver's uploaded files (BOL documents, fuel receipts) on disk, one store for all of them:
 * DATA_DIR/<collection>/<user>/<id>.<ext>, folders 0700 and files 0600. A file's type is read from
 * its bytes, never its name (a PDF renamed .jpg is what its bytes say). Usage is counted over every
 * collection, so the storage quota covers whatever a driver keeps; and a driver's files go in one
 * call when their account does.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from './errors.js';
import { privateDirMode, privateFileMode } from './private-files.js';

/** Types a collection takes: mime type to the extension it is stored under. */
export type AllowedTypes = Readonly<Record<string, string>>;

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

const collections = ['receipts', 'bol', 'maintenance-receipts'] as const;
export type FileCollection = (typeof collections)[number];

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

const listDir = (dir: string) => fs.readdir(dir).catch(() => [] as string[]);

/** Ids come from clients: only the characters of a UUID may reach a path. */
function safeName(name: string): string {
  if (!/^[A-Za-z0-9-]+(\.[a-z0-9]+)?$/.test(name)) throw badRequest('Invalid file name');
  return name;
}

export function userFiles(dataDir: string) {
  const folder = (collection: FileCollection, userId: string) =>
    path.join(dataDir, collection, safeName(userId));

  function collection(name: FileCollection, allowed: AllowedTypes) {
    const root = path.join(dataDir, name);
    return {
      fileOf: (userId: string, filename: string) =>
        path.join(folder(name, userId), safeName(filename)),
      async save(userId: string, id: string, file: SniffedFile): Promise<string> {
        await fs.mkdir(folder(name, userId), { recursive: true, mode: privateDirMode });
        const target = path.join(folder(name, userId), safeName(`${id}.${file.ext}`));
        // A replaced file of another type would otherwise be the one find() serves.
        for (const ext of Object.values(allowed))
          if (ext !== file.ext)
            await fs.rm(path.join(folder(name, userId), safeName(`${id}.${ext}`)), { force: true });
        await fs.writeFile(target, file.bytes, { mode: privateFileMode });
        return target;
      },
      async remove(file: string): Promise<void> {
        await fs.rm(file, { force: true });
      },
      /** The stored file of `id`, whatever type it was saved as, if any. */
      async find(userId: string, id: string): Promise<{ file: string; mime: string } | undefined> {
        for (const [mime, ext] of Object.entries(allowed)) {
          const file = path.join(folder(name, userId), safeName(`${id}.${ext}`));
          if (await exists(file)) return { file, mime };
        }
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
    /** Bytes a driver keeps, over every collection. */
    async usage(userId: string): Promise<number> {
      let total = 0;
      for (const name of collections) {
        const dir = folder(name, userId);
        const sizes = await Promise.all(
          (await listDir(dir)).map((f) => fs.stat(path.join(dir, f)).then((s) => s.size)),
        );
        total += sizes.reduce((a, b) => a + b, 0);
      }
      return total;
    },
    /** Every file of a driver, in every collection: what deleting an account calls. */
    async removeUser(userId: string): Promise<void> {
      for (const name of collections)
        await fs.rm(folder(name, userId), { recursive: true, force: true });
    },
  };
}
export type UserFiles = ReturnType<typeof userFiles>;
