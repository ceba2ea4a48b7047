/**
 * Receipt photos on disk, under DATA_DIR/receipts/<user>/<entry>.<ext>. The type is read from the
 * file's bytes, never its name: a PDF renamed .jpg is refused.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fuelMessages, maxReceiptBytes } from '@haulbook/sync-protocol';
import type { FastifyError, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError } from '../../lib/errors.js';
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

/** `kind` names the folder: fill-up receipts and maintenance receipts are kept apart. */
export function receiptStore(dataDir: string, kind = 'receipts') {
  const root = path.join(dataDir, kind);
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

/** A multipart body with a receipt photo (fuel, maintenance costs): its text fields, and the receipt checked by its bytes. */
export async function readEntry(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; receipt?: Receipt }> {
  if (!request.isMultipart()) throw badRequest('Send the fuel entry as multipart/form-data');
  const fields: Record<string, string> = {};
  let receipt: Receipt | undefined;
  for await (const part of request.parts({
    limits: { fileSize: maxReceiptBytes, files: 1, fields: 20 },
  })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const bytes = await part.toBuffer().catch((error: FastifyError) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, fuelMessages.receiptSize);
      throw error;
    });
    if (part.fieldname === 'receipt' && bytes.length > 0) receipt = await sniffReceipt(bytes);
  }
  return { fields, ...(receipt ? { receipt } : {}) };
}
