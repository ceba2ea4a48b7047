/**
 * Every error leaves as `{ message }` with a meaningful status: schema failures as 400 with the
 * SPEC §5 text of the first failing field, HttpErrors as they were thrown, a database's refusal as
 * the 4xx it stands for (db/errors.ts), anything unexpected as a logged 500 that reveals nothing.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@haulbook/sync-protocol';
import { databaseRefusal } from '../db/errors.js';
import { HttpError } from '../lib/errors.js';

/** The status and words an error leaves with; a 500 is logged and says nothing of its cause. */
export function describeError(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; message: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: error.validation[0]?.message ?? 'Invalid request' };
  }
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const refusal = databaseRefusal(error);
  if (refusal) {
    request.log.warn({ err: error }, 'the database refused a write');
    return { status: refusal.statusCode, message: refusal.message };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: error.message };
  request.log.error({ err: error }, 'request failed');
  return { status: 500, message: messages.somethingWentWrong };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message } = describeError(error, request);
      return reply.code(status).send({ message });
    });
  },
  { name: 'errors' },
);
