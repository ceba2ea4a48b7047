/**
 * Pay settings (docs/product.md §7 Pay and company): the driver's carrier, pay config, pay tiers and bonus
 * tiers. Open to every signed-in driver: the subscription gate covers loads and fuel only.
 */
import {
  bonusTierSchema,
  companyInfoFor,
  companyInfoSchema,
  payConfigSchema,
  payTierSchema,
} from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { payService } from './pay.service.js';
import { payWrites } from './pay.sync.js';

const pay: FastifyPluginAsyncZod = async (app) => {
  const service = payService(app.db);

  app.get('/company', { schema: { response: { 200: companyInfoSchema } } }, async (request) =>
    companyInfoFor(await service.company(request.userId!)),
  );
  app.get('/pay-config', { schema: { response: { 200: payConfigSchema } } }, (request) =>
    service.config(request.userId!),
  );
  app.get('/pay-tiers', { schema: { response: { 200: z.array(payTierSchema) } } }, (request) =>
    service.tiers(request.userId!),
  );
  app.get('/bonus-tiers', { schema: { response: { 200: z.array(bonusTierSchema) } } }, (request) =>
    service.bonusTiers(request.userId!),
  );

  registerWriteRoutes(app, payWrites(service));
};

export default pay;
