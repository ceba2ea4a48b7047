/** Settlements as the sync sees them: the synced table, and the writes a device's outbox replays. */
import {
  newSettlementSchema,
  settlementEditSchema,
  settlementIdParamsSchema,
  settlementSchema,
  successResponseSchema,
} from '@haulbook/sync-protocol';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { toSettlement, type SettlementsService } from './settlements.service.js';

export const settlementsTable = syncedTable({
  name: 'settlements',
  table: 'settlements',
  toShape: toSettlement,
});

export const settlementWrites = (service: SettlementsService) => [
  writeOperation({
    method: 'POST',
    path: '/api/settlements',
    body: newSettlementSchema,
    response: { 200: settlementSchema, 201: settlementSchema },
    work: (userId, { body }) => service.create(userId, body),
  }),
  writeOperation({
    method: 'PUT',
    path: '/api/settlements/:id',
    params: settlementIdParamsSchema,
    body: settlementEditSchema,
    response: { 200: settlementSchema },
    work: (userId, { params, body }) => service.edit(userId, params.id, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/settlements/:id',
    params: settlementIdParamsSchema,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => service.remove(userId, params.id),
  }),
];
