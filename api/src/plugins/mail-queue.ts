/**
 * The mail queue on every API process: a run once a reply has gone out after mail was queued (so
 * no reply waits for a mail server), and one on a timer for retries and for jobs a crashed
 * process left.
 */
import fp from 'fastify-plugin';
import { createMailQueue, type MailQueue } from '../mail/mail-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
  }
}

export default fp<{ retryMs: number }>(
  async (app, { retryMs }) => {
    const queue = createMailQueue({ db: app.db, mailer: app.mailer, log: app.log, retryMs });
    app.decorate('mailQueue', queue);
    app.addHook('onResponse', async () => {
      if (queue.hasNew()) void queue.runDue();
    });
    const timer = setInterval(() => void queue.runDue(), Math.min(retryMs, 30_000));
    timer.unref();
    app.addHook('onReady', () => void queue.runDue());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await queue.idle();
    });
  },
  { name: 'mail-queue', dependencies: ['database', 'mailer'] },
);
