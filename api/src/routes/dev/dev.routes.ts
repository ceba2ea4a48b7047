/**
 * The dev mailbox, readable in the browser so a driver trying Haulbook locally can open the links
 * (and /dev-verify, the page built on it). It holds live reset and sign-in links, so it exists
 * only when NODE_ENV is not production (registered at all) and only for a request from this
 * machine that no proxy forwarded (docs/architecture.md); anyone else gets the 404 of an unknown path.
 */
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { notFound } from '../../lib/errors.js';
import { readMailbox } from '../../mail/mailbox.js';
import { messages } from '@haulbook/sync-protocol';

const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  return ip === '::1' || (net.isIPv4(ip) && ip.startsWith('127.'));
}

/** From this machine, in person: the socket is loopback and no proxy says it forwarded it. */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (forwardingHeaders.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopback(request.socket.remoteAddress);
}

const dev: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  app.log.info(
    `The dev mailbox is on: emails are kept in ${dataDir}/mail and shown at /dev-verify to this machine only`,
  );
  app.addHook('onRequest', async (request) => {
    if (!isFromThisMachine(request)) throw notFound(messages.notFound);
  });

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
