/**
 * Every error leaves as `{ message }` with a meaningful status: schema failures as 400 with the
 * docs/product.md §5 text of the first failing field, HttpErrors as they were thrown, a database's refusal as
 * the 4xx it stands for (db/errors.ts), anything unexpected as a logged 500 that reveals nothing.
 */
import type { FastifyBaseLogger, FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@haulbook/sync-protocol';
import { databaseRefusal } from '../db/errors.js';
import { HttpError } from '../lib/errors.js';

/** The client's fault an error stands for, or undefined when it is the server's own. */
export function clientError(error: unknown, log: FastifyBaseLogger): HttpError | undefined {
  if (hasZodFastifySchemaValidationErrors(error))
    return new HttpError(400, error.validation[0]?.message ?? 'Invalid request');
  if (error instanceof HttpError) return error;
  const refusal = databaseRefusal(error);
  if (refusal) {
    log.warn({ err: error }, 'the database refused a write');
    return refusal;
  }
  const status = (error as Partial<FastifyError>).statusCode;
  if (status !== undefined && status >= 400 && status < 500)
    return new HttpError(status, (error as Error).message);
  return undefined;
}

/** The status and words an error leaves with; a 500 is logged and says nothing of its cause. */
export function describeError(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; message: string } {
  const client = clientError(error, request.log);
  if (client) return { status: client.statusCode, message: client.message };
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
