/**
 * Receipt photos on disk, under DATA_DIR/receipts/<user>/<entry>.<ext>. The type is read from the
 * file's bytes, never its name: a PDF renamed .jpg is refused.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fuelMessages } from '@haulbook/sync-protocol';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../lib/errors.js';
import { privateDirMode, privateFileMode } from '../../lib/private-files.js';

const allowed = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
]);

export interface Receipt {
  bytes: Buffer;
  ext: string;
}

export async function sniffReceipt(bytes: Buffer): Promise<Receipt> {
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && allowed.get(type.mime);
  if (!ext) throw badRequest(fuelMessages.receiptType);
  return { bytes, ext };
}

export function receiptStore(dataDir: string) {
  const root = path.join(dataDir, 'receipts');
  const folder = (userId: string) => path.join(root, userId);
  return {
    async save(userId: string, entryId: string, receipt: Receipt): Promise<string> {
      await fs.mkdir(folder(userId), { recursive: true, mode: privateDirMode });
      const file = path.join(folder(userId), `${entryId}.${receipt.ext}`);
      // A replaced receipt of the other type would otherwise be the one find() serves.
      for (const ext of allowed.values())
        if (ext !== receipt.ext)
          await fs.rm(path.join(folder(userId), `${entryId}.${ext}`), { force: true });
      await fs.writeFile(file, receipt.bytes, { mode: privateFileMode });
      return file;
    },
    /** Deletes receipts older than `age` whose entry is not among `owned(userId)`'s ids. */
    async removeOrphans(age: number, owned: (userId: string) => Promise<Set<string>>) {
      const users = await fs.readdir(root).catch(() => [] as string[]);
      for (const userId of users) {
        const ids = await owned(userId);
        for (const name of await fs.readdir(folder(userId))) {
          const file = path.join(folder(userId), name);
          const old = (await fs.stat(file)).mtimeMs < Date.now() - age;
          if (old && !ids.has(name.replace(/\.[^.]+$/, ''))) await fs.rm(file, { force: true });
        }
      }
    },
    async remove(file: string): Promise<void> {
      await fs.rm(file, { force: true });
    },
    /** The stored receipt of an entry and its type, if any. */
    async find(
      userId: string,
      entryId: string,
    ): Promise<{ file: string; mime: string } | undefined> {
      for (const [mime, ext] of allowed) {
        const file = path.join(folder(userId), `${entryId}.${ext}`);
        if (
          await fs.stat(file).then(
            () => true,
            () => false,
          )
        )
          return { file, mime };
      }
      return undefined;
    },
  };
}
export type ReceiptStore = ReturnType<typeof receiptStore>;
