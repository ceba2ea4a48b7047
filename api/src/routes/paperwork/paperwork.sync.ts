/** Office addresses and paperwork sends as the sync sees them: two synced tables and their writes. */
import {
  confirmOfficeAddressSchema,
  newOfficeAddressSchema,
  newPaperworkSendSchema,
  officeAddressSchema,
  paperworkMessages,
  paperworkSendSchema,
  successResponseSchema,
} from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { toOfficeAddress, toPaperworkSend, type PaperworkService } from './paperwork.service.js';

export const officeAddressesTable = syncedTable({
  name: 'officeAddresses',
  table: 'officeAddresses',
  toShape: toOfficeAddress,
  // The send dialog offers them on a new phone before the history has come.
  firstPull: { whole: true },
});

export const paperworkSendsTable = syncedTable({
  name: 'paperworkSends',
  table: 'paperworkSends',
  toShape: toPaperworkSend,
});

export const addressIdParams = z.object({
  id: z.uuid({ error: paperworkMessages.addressNotFound }),
});
export const loadIdParams = z.object({ id: z.uuid({ error: paperworkMessages.loadNotFound }) });

export const paperworkWrites = (service: PaperworkService) => [
  writeOperation({
    method: 'POST',
    path: '/api/office-addresses',
    body: newOfficeAddressSchema,
    response: { 200: officeAddressSchema, 201: officeAddressSchema },
    work: (userId, { body }) => service.addAddress(userId, body),
  }),
  writeOperation({
    method: 'POST',
    path: '/api/office-addresses/:id/confirm',
    params: addressIdParams,
    body: confirmOfficeAddressSchema,
    response: { 200: officeAddressSchema },
    work: (userId, { params, body }) => service.confirmAddress(userId, params.id, body.email),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/office-addresses/:id',
    params: addressIdParams,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => service.deleteAddress(userId, params.id),
  }),
  writeOperation({
    method: 'POST',
    path: '/api/loads/:id/paperwork',
    params: loadIdParams,
    body: newPaperworkSendSchema,
    response: { 200: paperworkSendSchema, 201: paperworkSendSchema },
    work: (userId, { params, body }) => service.send(userId, params.id, body),
  }),
];
