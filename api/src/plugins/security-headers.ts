/**
 * Helmet's security headers (CSP, HSTS, frame, referrer, ...) on every reply. The middleware is
 * built once at start: @fastify/helmet rebuilt it, parsing the whole CSP, on every request, which
 * was a tenth of a kept dashboard answer's cost.
 */
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export default fp<HelmetOptions>(
  async (app, options) => {
    const applyHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
