/** Loads as the sync sees them: the synced table, and the writes a device's outbox replays. */
import {
  deliverLoadSchema,
  loadEditSchema,
  loadIdParamsSchema,
  loadSchema,
  newLoadSchema,
  openLoadStatuses,
  pickUpLoadSchema,
  statusCorrectionSchema,
  successResponseSchema,
  tonuSchema,
} from '@haulbook/sync-protocol';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { toLoad, type LoadsService } from './loads.service.js';

export const loadsTable = syncedTable({
  name: 'loads',
  table: 'loads',
  toShape: toLoad,
  // A new device shows the loads still to deliver at once, however old their last change.
  firstPull: { column: 'status', values: openLoadStatuses },
});

export const loadWrites = (service: LoadsService) => [
  writeOperation({
    method: 'POST',
    path: '/api/loads',
    body: newLoadSchema,
    response: { 200: loadSchema, 201: loadSchema },
    work: (userId, { body }) => service.create(userId, body),
  }),
  writeOperation({
    method: 'PATCH',
    path: '/api/loads/:id',
    params: loadIdParamsSchema,
    body: deliverLoadSchema,
    response: { 200: loadSchema },
    work: (userId, { params, body, key }) => service.deliver(userId, params.id, key, body.at),
  }),
  // Not in docs/product.md §7, which has no way to correct a load: the add form's fields, replaced whole.
  writeOperation({
    method: 'PUT',
    path: '/api/loads/:id',
    params: loadIdParamsSchema,
    body: loadEditSchema,
    response: { 200: loadSchema },
    work: (userId, { params, body }) => service.edit(userId, params.id, body),
  }),
  writeOperation({
    method: 'PATCH',
    path: '/api/loads/:id/pickup',
    params: loadIdParamsSchema,
    body: pickUpLoadSchema,
    response: { 200: loadSchema },
    work: (userId, { params, body, key }) => service.pickUp(userId, params.id, key, body?.at),
  }),
  // Not in docs/product.md §7: the driver's correction of a status, one step back (status-correction.ts).
  writeOperation({
    method: 'POST',
    path: '/api/loads/:id/status-correction',
    params: loadIdParamsSchema,
    body: statusCorrectionSchema,
    response: { 200: loadSchema },
    work: (userId, { params, body, key }) => service.correct(userId, params.id, body.status, key),
  }),
  // Not in docs/product.md §7: a cancel the carrier still pays for (TONU) keeps the load, closed.
  writeOperation({
    method: 'PATCH',
    path: '/api/loads/:id/tonu',
    params: loadIdParamsSchema,
    body: tonuSchema,
    response: { 200: loadSchema },
    work: (userId, { params, body }) => service.tonu(userId, params.id, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/loads/:id',
    params: loadIdParamsSchema,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => service.cancel(userId, params.id),
  }),
];
