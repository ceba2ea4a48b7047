/**
 * Every API reply says `Cache-Control: no-store` unless its route chose otherwise: the replies
 * hold a driver's data or set a session, and no browser, proxy or service worker may keep them.
 */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('Cache-Control', 'no-store');
      }
    });
  },
  { name: 'no-store' },
);
