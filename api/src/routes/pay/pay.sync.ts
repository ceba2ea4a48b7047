/** Pay settings as the sync sees them: three synced tables, and the writes a device's outbox replays. */
import {
  bonusTierSchema,
  newBonusTierSchema,
  newPayTierSchema,
  payConfigSchema,
  payConfigUpdateSchema,
  payMessages,
  payTierBodySchema,
  payTierSchema,
  successResponseSchema,
} from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { toBonusTier, toPayConfig, toPayTier, type PayService } from './pay.service.js';

export const payConfigsTable = syncedTable({
  name: 'payConfigs',
  table: 'payConfigs',
  toShape: toPayConfig,
  firstPull: { whole: true },
});
export const payTiersTable = syncedTable({
  name: 'payTiers',
  table: 'payTiers',
  toShape: toPayTier,
  firstPull: { whole: true },
});
export const bonusTiersTable = syncedTable({
  name: 'bonusTiers',
  table: 'bonusTiers',
  toShape: toBonusTier,
  firstPull: { whole: true },
});

const payTierParams = z.object({ id: z.uuid({ error: payMessages.payTierNotFound }) });
const bonusTierParams = z.object({ id: z.uuid({ error: payMessages.bonusTierNotFound }) });

export const payWrites = (service: PayService) => [
  writeOperation({
    method: 'POST',
    path: '/api/pay-config',
    body: payConfigUpdateSchema,
    response: { 200: payConfigSchema },
    work: (userId, { body }) => service.updateConfig(userId, body),
  }),
  writeOperation({
    method: 'POST',
    path: '/api/pay-tiers',
    body: newPayTierSchema,
    response: { 200: payTierSchema, 201: payTierSchema },
    work: (userId, { body }) => service.addTier(userId, body),
  }),
  writeOperation({
    method: 'PUT',
    path: '/api/pay-tiers/:id',
    params: payTierParams,
    body: payTierBodySchema,
    response: { 200: payTierSchema },
    work: (userId, { params, body }) => service.updateTier(userId, params.id, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/pay-tiers/:id',
    params: payTierParams,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => service.removeTier(userId, params.id),
  }),
  writeOperation({
    method: 'POST',
    path: '/api/bonus-tiers',
    body: newBonusTierSchema,
    response: { 200: bonusTierSchema, 201: bonusTierSchema },
    work: (userId, { body }) => service.addBonusTier(userId, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/bonus-tiers/:id',
    params: bonusTierParams,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => service.removeBonusTier(userId, params.id),
  }),
];
