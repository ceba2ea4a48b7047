/** IFTA as the sync sees it: its two synced tables and the writes a device's outbox replays. */
import {
  iftaMessages,
  iftaRateSchema,
  jurisdictionSegmentSchema,
  newRateSchema,
  newSegmentSchema,
  rateFieldsSchema,
  segmentFieldsSchema,
  successResponseSchema,
} from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { iftaService, toRate, toSegment } from './ifta.service.js';

export const segmentsTable = syncedTable({
  name: 'jurisdictionSegments',
  table: 'jurisdictionSegments',
  toShape: toSegment,
});

/** Rates are a few rows a quarter, and the report needs them at once on a new device. */
export const ratesTable = syncedTable({
  name: 'iftaRates',
  table: 'iftaRates',
  toShape: toRate,
  firstPull: { whole: true },
});

const segmentId = z.object({ id: z.uuid({ error: iftaMessages.segmentNotFound }) });
const rateId = z.object({ id: z.uuid({ error: iftaMessages.rateNotFound }) });
const segmentAnswer = { 200: jurisdictionSegmentSchema, 201: jurisdictionSegmentSchema };
const rateAnswer = { 200: iftaRateSchema, 201: iftaRateSchema };

export const segmentWrites = () => [
  writeOperation({
    method: 'POST',
    path: '/api/jurisdiction-segments',
    body: newSegmentSchema,
    response: segmentAnswer,
    work: (userId, { body }) => iftaService.createSegment(userId, body),
  }),
  writeOperation({
    method: 'PUT',
    path: '/api/jurisdiction-segments/:id',
    params: segmentId,
    body: segmentFieldsSchema,
    response: { 200: jurisdictionSegmentSchema },
    work: (userId, { params, body }) => iftaService.editSegment(userId, params.id, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/jurisdiction-segments/:id',
    params: segmentId,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => iftaService.deleteSegment(userId, params.id),
  }),
];

export const rateWrites = () => [
  writeOperation({
    method: 'POST',
    path: '/api/ifta/rates',
    body: newRateSchema,
    response: rateAnswer,
    work: (userId, { body }) => iftaService.createRate(userId, body),
  }),
  writeOperation({
    method: 'PUT',
    path: '/api/ifta/rates/:id',
    params: rateId,
    body: rateFieldsSchema,
    response: { 200: iftaRateSchema },
    work: (userId, { params, body }) => iftaService.editRate(userId, params.id, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/ifta/rates/:id',
    params: rateId,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => iftaService.deleteRate(userId, params.id),
  }),
];
