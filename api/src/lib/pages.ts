/**
 * Keyset pages: a cursor is the sort key of the last row sent, so the next page starts right
 * after it however many rows were added meanwhile, and reading page 100 costs what page 1 does.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

const invalidCursor = 'cursor is not one this server gave';

export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key in a cursor, checked against the types it must have. */
export function decodeCursor<T extends readonly ('string' | 'number')[]>(
  cursor: string,
  types: T,
): { [K in keyof T]: T[K] extends 'number' ? number : string } {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw badRequest(invalidCursor);
  }
  const valid =
    Array.isArray(key) &&
    key.length === types.length &&
    key.every((value, i) => typeof value === types[i]);
  if (!valid) throw badRequest(invalidCursor);
  return key as { [K in keyof T]: T[K] extends 'number' ? number : string };
}

/** Fetches one row more than asked, to know whether a next page exists. */
export function splitPage<T>(rows: T[], limit: number, keyOf: (row: T) => (string | number)[]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? encodeCursor(keyOf(last)) : undefined };
}

/** Adds the Link to the next page, if there is one. */
export function linkNextPage(
  request: FastifyRequest,
  reply: FastifyReply,
  limit: number,
  next: string | undefined,
): void {
  if (!next) return;
  const path = request.url.split('?')[0];
  reply.header('Link', `<${path}?limit=${limit}&cursor=${next}>; rel="next"`);
}
