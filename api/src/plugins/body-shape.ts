/**
 * Every JSON body is bounded in depth and size (lib/json-shape.ts) before any schema or handler
 * walks it, so no body a client can send overflows the stack into a 500. The batched push bounds
 * each of its entries alone instead (sync/write-operations.ts): one bad entry is refused in its
 * place, never the whole batch.
 */
import fp from 'fastify-plugin';
import { assertJsonShape } from '../lib/json-shape.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'per-entry': the route checks the shape of each entry of its body itself. */
    bodyShape?: 'per-entry';
  }
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.routeOptions.config.bodyShape === 'per-entry')
        return;
      assertJsonShape(request.body);
    });
  },
  { name: 'body-shape' },
);
