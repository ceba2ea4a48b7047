/**
 * Office addresses and paperwork sends on the server. An address is saved unconfirmed; the driver
 * confirms it once by reading it back, and nothing is sent to it before. A send is a synced write
 * like any other: checked (the load and its documents are the driver's, the address confirmed, the
 * daily limit), stored as queued, and its email owed in the same transaction, so a send the device
 * was told about is never lost. The mail queue then composes it (paperwork.mail.ts) and marks it
 * sent, or failed once the mail server has refused it for days.
 */
import {
  maxOfficeAddresses,
  maxPaperworkSendsPerDay,
  paperworkMessages,
  type NewOfficeAddress,
  type NewPaperworkSend,
  type OfficeAddress,
  type PaperworkSend,
} from '@haulbook/sync-protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OfficeAddressesTable, PaperworkSendsTable } from '../../db/schema.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.js';
import { hours, isoIn, isoNow } from '../../lib/tokens.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { priorCreate } from '../../sync/create-once.js';
import { deleteOnce } from '../../sync/delete-once.js';
import { syncRepository } from '../../sync/sync.repository.js';
import { syncedRows } from '../../sync/synced-table.js';
import type { Work, WriteResult } from '../../sync/versioned-write.js';
import { paperworkRepository } from './paperwork.repository.js';

type AddressRow = Selectable<OfficeAddressesTable>;
type SendRow = Selectable<PaperworkSendsTable>;

/** The mail queue's kind for a send; its payload names the send and its driver. */
export const paperworkMailKind = 'paperwork';

export const toOfficeAddress = (row: AddressRow): OfficeAddress => ({
  id: row.id,
  label: row.label,
  email: row.email,
  confirmedAt: row.confirmedAt,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const toPaperworkSend = (row: SendRow): PaperworkSend => ({
  id: row.id,
  loadId: row.loadId,
  addressId: row.addressId,
  label: row.label,
  email: row.email,
  documentIds: JSON.parse(row.documentIds) as string[],
  format: row.format,
  status: row.status,
  sentAt: row.sentAt,
  failure: row.failure,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const answer = (body: unknown, statusCode = 200): WriteResult => ({ statusCode, body });

async function ownAddress(trx: Db, userId: string, id: string): Promise<AddressRow> {
  const row = await syncedRows(trx, 'officeAddresses').find(userId, id);
  if (row) return row;
  if (await syncRepository(trx).hasTombstone(userId, 'officeAddresses', id))
    throw conflict(paperworkMessages.addressWasDeleted);
  throw notFound(paperworkMessages.addressNotFound);
}

/** The checks a send passes before it is stored: its load, its documents, its address, the limit. */
async function checkSend(trx: Db, userId: string, loadId: string, input: NewPaperworkSend) {
  // A deleted load's documents stay until the driver deletes them, and may still be asked for.
  const load = await syncedRows(trx, 'loads').find(userId, loadId);
  if (!load && !(await syncRepository(trx).hasTombstone(userId, 'loads', loadId)))
    throw notFound(paperworkMessages.loadNotFound);
  const ids = [...new Set(input.documentIds)];
  const found = await paperworkRepository(trx).documentsOfLoad(userId, loadId, ids);
  if (found.length !== ids.length) throw notFound(paperworkMessages.documentNotFound);
  const address = await ownAddress(trx, userId, input.addressId);
  if (!address.confirmedAt) throw conflict(paperworkMessages.notConfirmed);
  const sent = await paperworkRepository(trx).countSendsSince(userId, isoIn(-hours(24)));
  if (sent >= maxPaperworkSendsPerDay) throw new HttpError(429, paperworkMessages.tooManySends);
  return { address, ids };
}

export function paperworkService(mailQueue: MailQueue) {
  const addAddress =
    (userId: string, input: NewOfficeAddress): Work =>
    async (trx, version) => {
      const earlier = await priorCreate(trx, 'officeAddresses', userId, input.id, {
        taken: paperworkMessages.addressTaken,
        deleted: paperworkMessages.addressWasDeleted,
      });
      if (earlier) return answer(toOfficeAddress(earlier));
      if ((await paperworkRepository(trx).countAddresses(userId)) >= maxOfficeAddresses)
        throw badRequest(paperworkMessages.tooManyAddresses);
      const now = isoNow();
      const row: AddressRow = {
        id: input.id,
        userId,
        label: input.label,
        email: input.email,
        confirmedAt: null,
        version,
        createdAt: now,
        updatedAt: now,
      };
      await syncedRows(trx, 'officeAddresses').insert(row);
      return answer(toOfficeAddress(row), 201);
    };

  /** The driver read the address back; it must be the one saved. Confirming twice changes nothing. */
  const confirmAddress =
    (userId: string, id: string, email: string): Work =>
    async (trx, version) => {
      const row = await ownAddress(trx, userId, id);
      if (row.email !== email) throw conflict(paperworkMessages.confirmMismatch);
      if (row.confirmedAt) return answer(toOfficeAddress(row));
      const now = isoNow();
      const changes = { confirmedAt: now, version, updatedAt: now };
      await syncedRows(trx, 'officeAddresses').update(userId, id, changes);
      return answer(toOfficeAddress({ ...row, ...changes }));
    };

  const deleteAddress =
    (userId: string, id: string): Work =>
    async (trx, version) => {
      if (!(await deleteOnce(trx, 'officeAddresses', userId, id, version)))
        throw notFound(paperworkMessages.addressNotFound);
      return answer({ success: true, message: 'Deleted' });
    };

  const send =
    (userId: string, loadId: string, input: NewPaperworkSend): Work =>
    async (trx, version) => {
      const earlier = await priorCreate(trx, 'paperworkSends', userId, input.id, {
        taken: paperworkMessages.sendTaken,
        deleted: paperworkMessages.sendTaken,
      });
      if (earlier) return answer(toPaperworkSend(earlier));
      const { address, ids } = await checkSend(trx, userId, loadId, input);
      const now = isoNow();
      const row: SendRow = {
        id: input.id,
        userId,
        loadId,
        addressId: address.id,
        label: address.label,
        email: address.email,
        documentIds: JSON.stringify(ids),
        format: input.format,
        status: 'queued',
        sentAt: null,
        failure: null,
        version,
        createdAt: now,
        updatedAt: now,
      };
      await syncedRows(trx, 'paperworkSends').insert(row);
      await mailQueue.enqueue(paperworkMailKind, address.email, { sendId: row.id, userId }, trx);
      return answer(toPaperworkSend(row), 201);
    };

  return { addAddress, confirmAddress, deleteAddress, send };
}
export type PaperworkService = ReturnType<typeof paperworkService>;
