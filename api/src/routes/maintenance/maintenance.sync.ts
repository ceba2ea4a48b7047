/** The maintenance tracker as the sync sees it: its two synced tables and the writes it replays. */
import {
  maintenanceCostSchema,
  maintenanceItemFieldsSchema,
  maintenanceItemSchema,
  maintenanceMessages,
  newMaintenanceCostSchema,
  newMaintenanceItemSchema,
  successResponseSchema,
} from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import {
  toMaintenanceCost,
  toMaintenanceItem,
  type MaintenanceService,
} from './maintenance.service.js';

export const maintenanceItemsTable = syncedTable({
  name: 'maintenanceItems',
  table: 'maintenanceItems',
  toShape: toMaintenanceItem,
  firstPull: { whole: true },
});

export const maintenanceCostsTable = syncedTable({
  name: 'maintenanceCosts',
  table: 'maintenanceCosts',
  toShape: toMaintenanceCost,
});

export const itemIdParams = z.object({ id: z.uuid({ error: maintenanceMessages.itemNotFound }) });
export const costIdParams = z.object({ id: z.uuid({ error: maintenanceMessages.costNotFound }) });

export const maintenanceWrites = (service: MaintenanceService) => [
  writeOperation({
    method: 'POST',
    path: '/api/maintenance/items',
    body: newMaintenanceItemSchema,
    response: { 200: maintenanceItemSchema, 201: maintenanceItemSchema },
    work: (userId, { body }) => service.createItem(userId, body),
  }),
  writeOperation({
    method: 'PUT',
    path: '/api/maintenance/items/:id',
    params: itemIdParams,
    body: maintenanceItemFieldsSchema,
    response: { 200: maintenanceItemSchema },
    work: (userId, { params, body }) => service.editItem(userId, params.id, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/maintenance/items/:id',
    params: itemIdParams,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => service.deleteItem(userId, params.id),
  }),
  // Multipart with its receipt photo (maintenance.routes.ts); without one, in a batch as fields.
  writeOperation({
    method: 'POST',
    path: '/api/maintenance/costs',
    body: newMaintenanceCostSchema,
    response: { 200: maintenanceCostSchema, 201: maintenanceCostSchema },
    rest: false,
    work: (userId, { body }) => service.createCost(userId, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/maintenance/costs/:id',
    params: costIdParams,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => service.deleteCost(userId, params.id),
  }),
];
