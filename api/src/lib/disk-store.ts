/**
 * The file store on this machine's disk: the object `a/b/c.png` is the file DATA_DIR/a/b/c.png,
 * folders 0700 and files 0600 (private-files.ts), so the layout is the one uploads always had.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStore, StoredObject } from './file-store.js';
import { privateDirMode, privateFileMode } from './private-files.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Every file under `dir`, as paths relative to `root` with '/' between the parts. */
async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch((e) => {
    if (isMissing(e)) return [];
    throw e;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

export function diskStore(folder: string): FileStore {
  const root = path.resolve(folder);
  /** Keys are made by user-files.ts from checked names; this keeps any other inside `root` too. */
  function pathOf(key: string): string {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Not a file store key: ${key}`);
    return file;
  }

  async function describe(key: string): Promise<StoredObject | undefined> {
    const stat = await fsp.stat(pathOf(key)).catch(() => undefined);
    return stat && { key, size: stat.size, modified: stat.mtime };
  }

  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true, mode: privateDirMode });
      await fsp.writeFile(file, bytes, { mode: privateFileMode });
    },
    async open(key) {
      const stream: Readable = fs.createReadStream(pathOf(key));
      try {
        await once(stream, 'open');
        return stream;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async list(prefix) {
      // The folder the prefix ends in holds every key that starts with it.
      const dir = path.dirname(pathOf(`${prefix}_`));
      const keys = (await filesUnder(root, dir)).filter((key) => key.startsWith(prefix));
      const found = await Promise.all(keys.map(describe));
      return found.filter((object) => object !== undefined);
    },
    async remove(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async removeFolder(folder) {
      await fsp.rm(pathOf(folder), { recursive: true, force: true });
    },
    close() {},
  };
}
