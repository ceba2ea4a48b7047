import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyHeader } from '@haulbook/sync-protocol';
import { badRequest } from '../lib/errors.js';
import { requestFingerprint, type SentFile } from './fingerprint.js';
import type { WriteContext, WriteResult } from './versioned-write.js';

/**
 * Who writes, the Idempotency-Key (device id + outbox sequence) their call carries, and the
 * fingerprint of the call's meaning (fingerprint.ts): its route, its validated parameters, the
 * body or fields `body` as their schema parsed them, and its files.
 */
export function writeContext(
  request: FastifyRequest,
  body: unknown,
  files: readonly SentFile[] = [],
): WriteContext {
  const header = request.headers[idempotencyHeader];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && (key.length === 0 || key.length > 200)) {
    throw badRequest('Idempotency-Key must be 1 to 200 characters');
  }
  return {
    userId: request.userId!,
    key,
    method: request.method,
    path: request.url,
    fingerprint: requestFingerprint({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: request.params as Record<string, unknown>,
      body,
      files,
    }),
  };
}

/** Answers with what a versioned write decided: the first answer again, for a replayed call. */
export const sendWrite = (reply: FastifyReply, result: WriteResult) =>
  reply.code(result.statusCode).send(result.body);
