/** GET and POST /api/preferences (docs/product.md §7 Profile). POST is the synced write (preferences.sync.ts). */
import { preferencesSchema } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { preferencesService } from './preferences.service.js';
import { preferencesWrites } from './preferences.sync.js';

const preferences: FastifyPluginAsyncZod = async (app) => {
  const service = preferencesService(app.db);
  app.get('/', { schema: { response: { 200: preferencesSchema } } }, (request) =>
    service.get(request.userId!),
  );
  registerWriteRoutes(app, preferencesWrites(service));
};

export default preferences;
