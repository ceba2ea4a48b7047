/**
 * Sending paperwork to the office, on the device: an address saved and confirmed, and a send,
 * each landing in Dexie at once and queued for the sync engine like any write. A send queued
 * offline goes behind the uploads of the documents it names (the outbox keeps its order), so the
 * server has every page before it composes the email.
 */
import type { OfficeAddress, PaperworkFormat, PaperworkSend } from '@haulbook/sync-protocol';
import { paperworkMessages } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { HaulbookDb } from './db';
import { queueChange } from './sync/outbox';

export interface SendRequest {
  loadId: string;
  address: OfficeAddress;
  documentIds: string[];
  format: PaperworkFormat;
}

export function paperworkWrites(db: HaulbookDb, afterWrite: () => void) {
  /** Saved unconfirmed: nothing goes to it until the driver confirms it. */
  async function addAddress(label: string, email: string, id = uuidv7()): Promise<OfficeAddress> {
    const now = new Date().toISOString();
    const address: OfficeAddress = {
      id,
      label,
      email,
      confirmedAt: null,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    await queueChange(
      db,
      db.officeAddresses,
      {
        method: 'POST',
        path: '/api/office-addresses',
        body: { id, label, email },
        table: 'officeAddresses',
        rowId: id,
        failureTitle: paperworkMessages.addFailedTitle,
      },
      () => db.officeAddresses.add(address),
    );
    afterWrite();
    return address;
  }

  /** The driver read the address back: from now on paperwork may go to it. */
  async function confirmAddress(address: OfficeAddress): Promise<void> {
    const confirmedAt = new Date().toISOString();
    await queueChange(
      db,
      db.officeAddresses,
      {
        method: 'POST',
        path: `/api/office-addresses/${address.id}/confirm`,
        body: { email: address.email },
        table: 'officeAddresses',
        rowId: address.id,
        failureTitle: paperworkMessages.addFailedTitle,
      },
      () => db.officeAddresses.update(address.id, { confirmedAt, updatedAt: confirmedAt }),
    );
    afterWrite();
  }

  async function deleteAddress(id: string): Promise<void> {
    await queueChange(
      db,
      db.officeAddresses,
      {
        method: 'DELETE',
        path: `/api/office-addresses/${id}`,
        table: 'officeAddresses',
        rowId: id,
        failureTitle: 'Failed to delete office address',
      },
      () => db.officeAddresses.delete(id),
    );
    afterWrite();
  }

  /** Queued at once; the server mails it once the device has synced. */
  async function send({ loadId, address, documentIds, format }: SendRequest): Promise<void> {
    const id = uuidv7();
    const now = new Date().toISOString();
    const row: PaperworkSend = {
      id,
      loadId,
      addressId: address.id,
      label: address.label,
      email: address.email,
      documentIds,
      format,
      status: 'queued',
      sentAt: null,
      failure: null,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    await queueChange(
      db,
      db.paperworkSends,
      {
        method: 'POST',
        path: `/api/loads/${loadId}/paperwork`,
        body: { id, addressId: address.id, documentIds, format },
        table: 'paperworkSends',
        rowId: id,
        failureTitle: paperworkMessages.failedTitle,
      },
      () => db.paperworkSends.add(row),
    );
    afterWrite();
  }

  return { addAddress, confirmAddress, deleteAddress, send };
}
export type PaperworkWrites = ReturnType<typeof paperworkWrites>;

/** The driver's office addresses, by name. */
export const officeAddresses = (db: HaulbookDb) => db.officeAddresses.orderBy('label').toArray();

/** A load's sends, newest first. */
export const loadSends = async (db: HaulbookDb, loadId: string) =>
  (await db.paperworkSends.where('loadId').equals(loadId).sortBy('createdAt')).reverse();
