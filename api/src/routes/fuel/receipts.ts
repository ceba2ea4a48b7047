/**
 * Receipt photos: the drivers' file store's `receipts` collection (lib/user-files.ts), JPG or PNG
 * as their bytes say.
 */
import { fuelMessages, maxReceiptBytes } from '@haulbook/sync-protocol';
import type { FastifyError, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/errors.js';
import {
  photoTypes,
  sniffFile,
  type FileCollection,
  type SniffedFile,
  type UserFiles,
} from '../../lib/user-files.js';
import type { SentFile } from '../../sync/fingerprint.js';

export type Receipt = SniffedFile;

export const sniffReceipt = (bytes: Buffer): Promise<Receipt> =>
  sniffFile(bytes, photoTypes, fuelMessages.receiptType);

/** `kind` names the folder: fill-up receipts and maintenance receipts are kept apart. */
export const receiptStore = (files: UserFiles, kind: FileCollection = 'receipts') =>
  files.collection(kind, photoTypes);
export type ReceiptStore = ReturnType<typeof receiptStore>;

/** The receipt as the call's fingerprint counts it (sync/fingerprint.ts). */
export const receiptFiles = (receipt: Receipt | undefined): SentFile[] =>
  receipt ? [{ field: 'receipt', bytes: receipt.bytes }] : [];

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
