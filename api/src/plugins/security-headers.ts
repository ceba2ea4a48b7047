/**
 * Helmet's security headers (CSP, HSTS, frame, referrer, ...) on every reply. The middleware is
 * built once at start: @fastify/helmet rebuilt it, parsing the whole CSP, on every request, which
 * was a tenth of a kept dashboard answer's cost.
 *
 * The app's hashed scripts and stylesheets under /assets/ get only the two headers that act on a
 * subresource (nosniff and the resource policy). The rest act on documents and workers, so on a
 * script they are about 600 bytes of nothing, sent with each of the 20 to 70 chunks a screen loads.
 * What decides is the route that answers, one per built file (web.ts), never the address asked
 * for: a missing /assets/x.js opened as a page gets the app's page, with every header. Workers (the
 * service worker, the OCR worker) are not under /assets/ and keep them all.
 */
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const subresource = /^\/assets\/[^/]+\.(js|css)$/;

export default fp<HelmetOptions>(
  async (app, options) => {
    const applyHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      if (subresource.test(request.routeOptions.url ?? '')) {
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Cross-Origin-Resource-Policy', 'same-origin');
        return done();
      }
      applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
