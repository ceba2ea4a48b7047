/**
 * What a device tells the server when a screen fails (POST /api/client-errors): enough to find the
 * fault, nothing about the driver. A report holds the error's message, the top of its stack, the
 * route (ids taken out) and the app's version, each cut to a size and scrubbed of addresses, ids,
 * tokens, long numbers and query strings. The device scrubs before sending and the server scrubs
 * again, since it trusts nothing a client sends.
 */
import * as z from 'zod/mini';
import { deferred } from './deferred.js';

export const clientErrorLimits = { message: 500, stackLines: 12, stack: 3000, route: 200 };

/** What a report may carry at most before it is cut (the body of the call). */
export const clientErrorReportSchema = deferred(() =>
  z.object({
    message: z.string().check(z.maxLength(4000)),
    stack: z.optional(z.string().check(z.maxLength(20_000))),
    route: z.string().check(z.maxLength(1000)),
    appVersion: z.string().check(z.maxLength(64)),
  }),
);

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

const scrubbers: [RegExp, string][] = [
  [/[^\s@<>()[\]"'`,;:/]+@[^\s@<>()[\]"'`,;:/]+\.[a-z]{2,}/gi, '<email>'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>'],
  // A query string or fragment can carry a token or an address.
  [/[?#][^\s)]*=[^\s)]*/g, ''],
  // Tokens and secrets: long runs of letters and digits mixing both.
  [/\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{32,}\b/gi, '<token>'],
  // Phone, card and account numbers.
  [/\d{7,}/g, '<number>'],
];

export function scrubbed(text: string): string {
  return scrubbers.reduce((out, [pattern, by]) => out.replace(pattern, by), text);
}

/** The path alone, with every segment that names a record (an id, a number) replaced. */
export function clientRoute(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) && segment.length > 6 ? ':id' : segment))
    .join('/')
    .slice(0, clientErrorLimits.route);
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The report as it may be sent and logged: cut to size and scrubbed. */
export function clientErrorReport(report: ClientErrorReport): ClientErrorReport {
  const stack = report.stack
    ?.split('\n')
    .slice(0, clientErrorLimits.stackLines)
    .map((line) => line.trimEnd())
    .join('\n');
  return {
    message: cut(scrubbed(report.message), clientErrorLimits.message),
    ...(stack ? { stack: cut(scrubbed(stack), clientErrorLimits.stack) } : {}),
    route: clientRoute(report.route),
    appVersion: scrubbed(report.appVersion),
  };
}
