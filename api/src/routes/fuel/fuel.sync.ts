/** Fuel entries as the sync sees them: the synced table, and the writes a device's outbox replays. */
import { fuelEntrySchema, newFuelEntrySchema } from '@haulbook/sync-protocol';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { toFuelEntry, type FuelService } from './fuel.service.js';

export const fuelTable = syncedTable({
  name: 'fuelEntries',
  table: 'fuelEntries',
  toShape: toFuelEntry,
});

export const fuelWrites = (service: FuelService) => [
  // SPEC §7's POST /api/fuel is multipart (fuel.routes.ts); a fill-up without a receipt photo
  // travels in a batch as its JSON fields, through the same rules.
  writeOperation({
    method: 'POST',
    path: '/api/fuel',
    body: newFuelEntrySchema,
    response: { 200: fuelEntrySchema, 201: fuelEntrySchema },
    rest: false,
    work: (userId, { body }) => service.create(userId, body),
  }),
];
