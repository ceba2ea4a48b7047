/**
 * Every error leaves as `{ message }` with a meaningful status: schema failures as 400 with the
 * SPEC §5 text of the first failing field, HttpErrors as they were thrown, anything unexpected as a
 * logged 500 that reveals nothing.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@haulbook/sync-protocol';
import { HttpError } from '../lib/errors.js';

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({ message: error.validation[0]?.message ?? 'Invalid request' });
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ message: error.message });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: messages.somethingWentWrong });
    });
  },
  { name: 'errors' },
);
