/**
 * Paged lists (GET /api/loads, GET /api/fuel): `limit` rows at a time, newest first, and while
 * more remain a `Link: <...>; rel="next"` header whose address carries the cursor. The cursor is
 * opaque: pass it back as it came.
 */
import * as z from 'zod/mini';
import { deferred } from './deferred.js';

export const defaultPageSize = 100;
export const maxPageSize = 500;

const limitMessage = `limit must be a number from 1 to ${maxPageSize}`;

export const pageQuerySchema = deferred(() =>
  z.object({
    limit: z._default(
      z.coerce
        .number({ error: limitMessage })
        .check(z.int(), z.minimum(1, limitMessage), z.maximum(maxPageSize, limitMessage)),
      defaultPageSize,
    ),
    cursor: z.optional(z.string().check(z.maxLength(500))),
  }),
);
export type PageQuery = z.infer<typeof pageQuerySchema>;
