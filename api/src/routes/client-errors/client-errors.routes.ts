/**
 * POST /api/client-errors: a device's screen failed. The report (sync-protocol client-errors.ts)
 * is cut and scrubbed again here and written to the server's log, nothing else: no session is
 * needed (a signed-out page can fail too) and none is read, so no report names a driver.
 * Limited per IP, so a device stuck in a loop cannot fill the log.
 */
import { clientErrorReport, clientErrorReportSchema } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimit } from '../../config.js';

export interface ClientErrorsOptions {
  rateLimit: RateLimit;
}

const clientErrors: FastifyPluginAsyncZod<ClientErrorsOptions> = async (app, opts) => {
  app.post(
    '/',
    { config: { rateLimit: opts.rateLimit }, schema: { body: clientErrorReportSchema } },
    async (request, reply) => {
      request.log.warn({ clientError: clientErrorReport(request.body) }, 'client error');
      return reply.code(204).send();
    },
  );
};

export default clientErrors;
