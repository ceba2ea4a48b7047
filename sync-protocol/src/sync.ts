/**
 * The pull side of sync (ARCHITECTURE.md, Sync): GET /api/sync/changes?since=<cursor> returns every
 * row of the user's synced tables written after the cursor, deletes as tombstones, and the next
 * cursor. `reset` means the cursor was older than the tombstone retention: replace, don't merge.
 */
import { z } from 'zod';
import { fuelEntrySchema } from './fuel.js';
import { loadSchema } from './loads.js';

/** The tables a device mirrors; each is a key of the changes below and a Dexie table. */
export const syncedTables = ['loads', 'fuelEntries'] as const;
export type SyncedTable = (typeof syncedTables)[number];

export const idempotencyHeader = 'idempotency-key';

export const syncChangesQuerySchema = z.object({
  since: z.coerce.number({ error: 'since must be a cursor' }).int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(5000).default(2000),
});

export const tombstoneSchema = z.object({
  table: z.enum(syncedTables),
  id: z.string(),
  version: z.number(),
});
export type Tombstone = z.infer<typeof tombstoneSchema>;

export const syncChangesSchema = z.object({
  loads: z.array(loadSchema),
  fuelEntries: z.array(fuelEntrySchema),
  tombstones: z.array(tombstoneSchema),
  cursor: z.number(),
  hasMore: z.boolean(),
  reset: z.boolean(),
});
export type SyncChanges = z.infer<typeof syncChangesSchema>;
