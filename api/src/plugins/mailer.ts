import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ smtpUrl: string | undefined; from: string; dataDir: string }>(
  async (app, options) => {
    const mailer = createMailer({ ...options, log: app.log });
    app.addHook('onClose', () => mailer.close());
    app.decorate('mailer', mailer);
  },
  { name: 'mailer' },
);
