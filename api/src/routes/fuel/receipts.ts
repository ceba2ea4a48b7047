/**
 * Receipt photos: the drivers' file store's `receipts` collection (lib/user-files.ts), JPG or PNG
 * as their bytes say.
 */
import { fuelMessages } from '@haulbook/sync-protocol';
import { sniffFile, userFiles, type SniffedFile } from '../../lib/user-files.js';

const allowed = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export type Receipt = SniffedFile;

export const sniffReceipt = (bytes: Buffer): Promise<Receipt> =>
  sniffFile(bytes, allowed, fuelMessages.receiptType);

export const receiptStore = (dataDir: string) => userFiles(dataDir).collection('receipts', allowed);
export type ReceiptStore = ReturnType<typeof receiptStore>;
