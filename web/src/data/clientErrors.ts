/**
 * Tells the server's log that something failed on this device (POST /api/client-errors, see
 * sync-protocol client-errors.ts for what a report may hold). Each distinct failure is sent once
 * and at most a few per page, so a screen failing on every render cannot flood the server; a
 * report that cannot be sent (offline) is dropped, as the screen already says what failed.
 */
import { clientErrorReport } from '@haulbook/sync-protocol';
import { api } from './api';

const maxReports = 5;
const sent = new Set<string>();

/** The app's build (vite.config.ts); 'dev' where nothing defined it. */
const appVersion: string = import.meta.env.VITE_APP_VERSION ?? 'dev';

function described(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      message: `${error.name}: ${error.message}`,
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  return { message: String(error) };
}

export function reportClientError(error: unknown): void {
  const { message, stack } = described(error);
  const route = window.location.pathname;
  const key = `${route} ${message}`;
  if (sent.has(key) || sent.size >= maxReports) return;
  sent.add(key);
  const report = clientErrorReport({ message, ...(stack ? { stack } : {}), route, appVersion });
  api.postIgnoringBody('/api/client-errors', report).catch(() => {});
}
