/**
 * A new device's first pull, newest first (the history). GET /api/sync/history without `top`
 * fixes the history at the user's version counter then (`top`) and answers, in one go, what the
 * first screens need: the settings tables whole, the loads still on the road, and the newest page
 * of everything else; later calls with `top` and `below` bring the rest a page at a time, newest
 * to oldest, while the ordinary pull carries on from `top` (every version above it). Together the
 * two deliver every row once: a row the history has not reached yet that changes or goes away
 * moves above `top`, so the ordinary pull brings it (or its tombstone) and the history no longer
 * holds it. The device asks for each page only after the ordinary pulls before it were stored, so
 * a page is never older than a row the device already has from them.
 * A page holds whole versions only, as the ordinary pull's pages do, so `below` is exact.
 */
import * as z from 'zod/mini';
import { deferred } from './deferred.js';
import { pulledRows, type SyncedRowsOf, type SyncedTable } from './sync.js';

export const historyMessages = {
  top: 'top must be a version',
  below: 'below must be a version after the first page',
} as const;

export const syncHistoryQuerySchema = deferred(() =>
  z
    .object({
      top: z.optional(z.coerce.number({ error: historyMessages.top }).check(z.int(), z.minimum(0))),
      below: z.optional(
        z.coerce.number({ error: historyMessages.below }).check(z.int(), z.minimum(1)),
      ),
      limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5000)), 2000),
    })
    .check(
      z.refine((q) => (q.top === undefined) === (q.below === undefined), {
        message: historyMessages.below,
        path: ['below'],
      }),
    ),
);
export type SyncHistoryQuery = z.infer<typeof syncHistoryQuerySchema>;

export const syncHistorySchema = deferred(() =>
  z.object({
    ...pulledRows,
    /** The version the history stops at: the ordinary pull brings everything above it. */
    top: z.number(),
    /** The next page holds versions below this one. */
    below: z.number(),
    hasMore: z.boolean(),
    /** In the first answer, the rows the whole history brings, for the progress; 0 on later pages. */
    total: z.number(),
  }),
);
export type SyncHistory = Omit<z.infer<typeof syncHistorySchema>, SyncedTable> & SyncedRowsOf;
