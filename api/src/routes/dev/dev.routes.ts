/**
 * The dev mailbox, readable in the browser so a driver trying Haulbook locally can open the links.
 * Registered only when NODE_ENV is not production (ARCHITECTURE.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMailbox } from '../../mail/mailbox.js';

const dev: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  app.get(
    '/dev/mail',
    {
      schema: {
        response: {
          200: z.object({
            emails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string() })),
          }),
        },
      },
    },
    async () => {
      const emails = await readMailbox(dataDir);
      return {
        emails: emails.slice(0, 20).map(({ to, subject, text }) => ({ to, subject, text })),
      };
    },
  );
};

export default dev;
