/** Response bodies shared by many calls. */
import * as z from 'zod/mini';
import { deferred } from './deferred.js';

export const messageResponseSchema = deferred(() => z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const successResponseSchema = deferred(() =>
  z.object({ success: z.boolean(), message: z.string() }),
);
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const healthResponseSchema = deferred(() =>
  z.object({
    status: z.literal('ok'),
    database: z.enum(['sqlite', 'postgres']),
  }),
);
