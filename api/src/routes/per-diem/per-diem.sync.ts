/** Per diem as the sync sees it: the driver's corrected days and the writes the outbox replays. */
import {
  newPerDiemDaySchema,
  perDiemDayFieldsSchema,
  perDiemDaySchema,
  perDiemMessages,
  successResponseSchema,
} from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { perDiemService, toPerDiemDay } from './per-diem.service.js';

/** A few dozen rows a year, which the per diem screen needs at once on a new device. */
export const perDiemDaysTable = syncedTable({
  name: 'perDiemDays',
  table: 'perDiemDays',
  toShape: toPerDiemDay,
  firstPull: { whole: true },
});

const dayId = z.object({ id: z.uuid({ error: perDiemMessages.dayNotFound }) });

export const perDiemWrites = () => [
  writeOperation({
    method: 'POST',
    path: '/api/per-diem/days',
    body: newPerDiemDaySchema,
    response: { 200: perDiemDaySchema, 201: perDiemDaySchema },
    work: (userId, { body }) => perDiemService.createDay(userId, body),
  }),
  writeOperation({
    method: 'PUT',
    path: '/api/per-diem/days/:id',
    params: dayId,
    body: perDiemDayFieldsSchema,
    response: { 200: perDiemDaySchema },
    work: (userId, { params, body }) => perDiemService.editDay(userId, params.id, body),
  }),
  writeOperation({
    method: 'DELETE',
    path: '/api/per-diem/days/:id',
    params: dayId,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => perDiemService.deleteDay(userId, params.id),
  }),
];
