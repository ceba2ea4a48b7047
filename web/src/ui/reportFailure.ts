/**
 * Sends a failure to the server's log through the reporter main.tsx gives (`reportFailuresWith`),
 * so this layer imports nothing from data/. Until one is given, or if it fails (offline, before
 * the service worker holds it), the failure stays on the screen alone: a failed report must never
 * become a failure of its own.
 */
let reporter: (error: unknown) => void = () => {};

export function reportFailuresWith(report: (error: unknown) => void): void {
  reporter = report;
}

export function reportFailure(error: unknown): void {
  try {
    reporter(error);
  } catch {
    // The report is a courtesy to us; the driver's screen already says what went wrong.
  }
}

/** Errors nothing caught, anywhere on the page, are reported too. */
export function reportUncaught(target: Window): void {
  target.addEventListener('error', (event) => {
    // "Script error." from another origin carries nothing to report.
    if (event.error !== undefined && event.error !== null) reportFailure(event.error);
  });
  target.addEventListener('unhandledrejection', (event) => reportFailure(event.reason));
}
