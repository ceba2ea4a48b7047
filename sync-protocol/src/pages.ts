/**
 * Paged lists (GET /api/loads, GET /api/fuel): `limit` rows at a time, newest first, and while
 * more remain a `Link: <...>; rel="next"` header whose address carries the cursor. The cursor is
 * opaque: pass it back as it came.
 */
import { z } from 'zod';

export const defaultPageSize = 100;
export const maxPageSize = 500;

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${maxPageSize}` })
    .int()
    .min(1, `limit must be a number from 1 to ${maxPageSize}`)
    .max(maxPageSize, `limit must be a number from 1 to ${maxPageSize}`)
    .default(defaultPageSize),
  cursor: z.string().max(500).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
