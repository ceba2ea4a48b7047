import { healthResponseSchema } from '@haulbook/sync-protocol';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** 200 only when the database answers a query; a load balancer can trust it. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' as const, database: app.dialect };
  });
};

export default health;
