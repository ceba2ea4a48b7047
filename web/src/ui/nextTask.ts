/**
 * Resolves in a later task, after the browser has painted and answered any tap that waited. The
 * app's start evaluates its code in such steps: several shorter tasks rather than one long one.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
