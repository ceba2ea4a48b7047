/** Fuel entries as the sync sees them: the synced table, and the writes a device's outbox replays. */
import {
  fuelEditSchema,
  fuelEntrySchema,
  fuelMessages,
  newFuelEntrySchema,
  successResponseSchema,
} from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { toFuelEntry, type FuelService } from './fuel.service.js';

export const fuelIdParamsSchema = z.object({ id: z.uuid({ error: fuelMessages.notFound }) });

export const fuelTable = syncedTable({
  name: 'fuelEntries',
  table: 'fuelEntries',
  toShape: toFuelEntry,
});

export const fuelWrites = (service: FuelService) => [
  // docs/product.md §7's POST /api/fuel is multipart (fuel.routes.ts); a fill-up without a receipt photo
  // travels in a batch as its JSON fields, through the same rules.
  writeOperation({
    method: 'POST',
    path: '/api/fuel',
    body: newFuelEntrySchema,
    response: { 200: fuelEntrySchema, 201: fuelEntrySchema },
    rest: false,
    work: (userId, { body }) => service.create(userId, body),
  }),
  // Not in docs/product.md §7, which has no way to correct a fill-up. PUT is multipart like POST (a new
  // receipt travels as its file); without a new receipt it travels in a batch as its fields.
  writeOperation({
    method: 'PUT',
    path: '/api/fuel/:id',
    params: fuelIdParamsSchema,
    body: fuelEditSchema,
    response: { 200: fuelEntrySchema },
    rest: false,
    work: (userId, { params, body }) => service.edit(userId, params.id, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/fuel/:id',
    params: fuelIdParamsSchema,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => service.remove(userId, params.id),
  }),
];
