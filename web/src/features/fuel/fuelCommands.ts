/**
 * Saving a fill-up with its toasts (docs/product.md §8 Fuel). The write needs no network: a failure here is
 * local (a full or closed device database); a refusal from the server arrives later as a toast from
 * the sync engine under the same title.
 */
import { fuelMessages, maxReceiptBytes, type FuelFields } from '@haulbook/sync-protocol';
import type { ReceiptChange } from '../../data/fuel';
import { fuel } from '../../data/sync';
import { attempt as attemptWrite } from '../attempt';

const attempt = (write: () => Promise<unknown>, failureTitle: string, success?: string) =>
  attemptWrite(write, { failureTitle, ...(success ? { success } : {}) });

/** Resolves to whether the fill-up was saved, so the dialog knows to close. */
export const addFuelEntry = (fields: FuelFields, receipt: File | null) =>
  attempt(
    () => fuel.addFuelEntry(fields, receipt ?? undefined),
    'Error adding fuel entry',
    'Fuel entry added successfully',
  );

/** Resolves to whether the change was saved, so the dialog knows to close. */
export const editFuelEntry = (id: string, fields: FuelFields, receipt: ReceiptChange) =>
  attempt(
    () => fuel.editFuelEntry(id, fields, receipt),
    'Failed to update fuel entry',
    'Fuel entry updated successfully',
  );

/** Queues the delete (after its Undo time, see ui/undoableDelete). */
export const deleteFuelEntry = (id: string) =>
  attempt(() => fuel.deleteFuelEntry(id), 'Failed to delete fuel entry');

const receiptTypes = ['image/jpeg', 'image/png'];

/** Some phones give a photo no type; then its name has to do (the server checks the bytes anyway). */
const looksLikePhoto = (file: File) =>
  receiptTypes.includes(file.type) || (file.type === '' && /\.(jpe?g|png)$/i.test(file.name));

/** docs/product.md §5: the toast refusing a receipt, or null when it can be kept. */
export function receiptProblem(file: File): [title: string, message: string] | null {
  if (!looksLikePhoto(file)) return [fuelMessages.receiptTypeTitle, fuelMessages.receiptType];
  if (file.size >= maxReceiptBytes)
    return [fuelMessages.receiptSizeTitle, fuelMessages.receiptSize];
  return null;
}

export const receiptAccept = receiptTypes.join(',');
