/** Response bodies shared by many calls. */
import * as z from 'zod/mini';

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
