/**
 * Sends a failure to the server's log, loading the reporter only when something failed (most
 * visits never do). If even that cannot load (offline, before the service worker holds it), the
 * failure stays on the screen alone: a failed report must never become a failure of its own.
 */
export function reportFailure(error: unknown): void {
  import('../data/clientErrors').then(
    ({ reportClientError }) => reportClientError(error),
    () => {},
  );
}

/** Errors nothing caught, anywhere on the page, are reported too. */
export function reportUncaught(target: Window): void {
  target.addEventListener('error', (event) => {
    // "Script error." from another origin carries nothing to report.
    if (event.error !== undefined && event.error !== null) reportFailure(event.error);
  });
  target.addEventListener('unhandledrejection', (event) => reportFailure(event.reason));
}
