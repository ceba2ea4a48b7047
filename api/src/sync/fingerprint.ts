/**
 * What an Idempotency-Key promises (IETF draft httpapi-idempotency-key-header): one key, one
 * request. A request is fingerprinted by what it means, never by how it was encoded, so the same
 * call replayed matches whether it came alone as REST or inside a batch, with whatever multipart
 * boundary, %-escapes, query string or spelling of a number ('9,999,999') it was sent with:
 *
 *   1. the method;
 *   2. the path as its route names it: the route's template with each parameter as its schema
 *      parsed it, %-encoded one way, without a trailing slash or a query string;
 *   3. the fields as the schema parsed them, keys sorted (JSON text);
 *   4. each file's SHA-256, ordered by field name and, within a field, as sent (a BOL upload's
 *      documents pair with its ids by position).
 *
 * Those four, one a line, are hashed with SHA-256. For an ordinary call (ids in the path, one
 * receipt) the text is the one keys were stored with before, so those keys still match.
 */
import { createHash } from 'node:crypto';
import { assertJsonShape } from '../lib/json-shape.js';

/** A file a call carried, by the multipart field it came in. */
export interface SentFile {
  field: string;
  bytes: Buffer;
}

export interface CallMeaning {
  method: string;
  /** The route's template, as declared: /api/loads/:id/pickup. */
  route: string;
  /** The route's parameters as their schema parsed them. */
  params?: Record<string, unknown> | undefined;
  /** The body (or the multipart fields) as its schema parsed it. */
  body?: unknown;
  files?: readonly SentFile[];
}

/** Only ever called on a body assertJsonShape has bounded, so the recursion is shallow. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The path a route and its parsed parameters stand for: /api/loads/<id>/pickup. */
export function canonicalPath(route: string, params: Record<string, unknown> = {}): string {
  const path = route
    .split('/')
    .map((part) =>
      part.startsWith(':') ? encodeURIComponent(String(params[part.slice(1)])) : part,
    )
    .join('/');
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function requestFingerprint({
  method,
  route,
  params,
  body,
  files = [],
}: CallMeaning): string {
  assertJsonShape(body ?? null);
  const parts = [
    method.toUpperCase(),
    canonicalPath(route, params),
    JSON.stringify(canonical(body ?? null)),
  ];
  // Array.prototype.sort is stable: files of one field keep the order they were sent in.
  const ordered = [...files].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
  for (const file of ordered) parts.push(sha256(file.bytes));
  return sha256(parts.join('\n'));
}
