/**
 * Lets other requests run. Node runs one request's JavaScript at a time, so work on thousands of
 * rows is done in slices with this between them: another driver's call then waits for a slice,
 * not for the whole pull (docs/architecture.md: one user's history never slows another user).
 */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows per slice of a long read: a few milliseconds of work. */
export const sliceRows = 500;
