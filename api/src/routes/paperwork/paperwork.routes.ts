/**
 * The paperwork calls: the driver's office addresses and a load's sends, and their writes (save,
 * confirm and delete an address; send a load's documents), each also replayable in a batched push.
 */
import { officeAddressSchema, paperworkSendSchema } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { UserFiles } from '../../lib/user-files.js';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { paperworkRepository } from './paperwork.repository.js';
import { paperworkService, toOfficeAddress, toPaperworkSend } from './paperwork.service.js';
import { loadIdParams, paperworkWrites } from './paperwork.sync.js';

const paperwork: FastifyPluginAsyncZod<{ files: UserFiles }> = async (app) => {
  registerWriteRoutes(app, paperworkWrites(paperworkService(app.mailQueue)));

  app.get(
    '/office-addresses',
    { schema: { response: { 200: z.array(officeAddressSchema) } } },
    async (request) =>
      (await paperworkRepository(app.db).addresses(request.userId!)).map(toOfficeAddress),
  );

  app.get(
    '/loads/:id/paperwork',
    { schema: { params: loadIdParams, response: { 200: z.array(paperworkSendSchema) } } },
    async (request) =>
      (await paperworkRepository(app.db).sendsOfLoad(request.userId!, request.params.id)).map(
        toPaperworkSend,
      ),
  );
};

export default paperwork;
