/**
 * classic zod's z.preprocess, which zod/mini leaves out: `read` turns what a form or a body holds
 * into what `schema` checks ('' into "none", typed text into a number). An issue `read` pushes
 * stops the value there, as one added with ctx.addIssue did. Typed as classic's, so a field is
 * optional in an object's input exactly when `schema` is.
 */
import * as z from 'zod/mini';

export type Preprocess<U extends z.core.$ZodType, B> = z.ZodMiniType<
  z.output<U>,
  B,
  z.core.$ZodPreprocessInternals<U, B>
>;

export const preprocess = <B, U extends z.core.$ZodType>(
  read: (value: B, ctx: z.core.ParsePayload) => unknown,
  schema: U,
): Preprocess<U, B> => z.pipe(z.transform(read), schema);
