/**
 * Per diem's synced record (per-diem.ts counts the days): the driver's correction of one day, and
 * the messages and query of its calls.
 */
import * as z from 'zod/mini';
import { dateInRange } from './dates.js';
import { deferred } from './deferred.js';
import { perDiemRateMessage } from './tax-settings.js';

export const perDiemStatuses = ['full', 'partial', 'home'] as const;
export type PerDiemStatus = (typeof perDiemStatuses)[number];

export const perDiemStatusLabels: Record<PerDiemStatus, string> = {
  full: 'Full day away',
  partial: 'Partial day (75 %)',
  home: 'Home',
};

export const perDiemMessages = {
  statusInvalid: 'A day is full, partial or home',
  dateInvalid: 'Date must be a valid date',
  rateInvalid: perDiemRateMessage,
  dayNotFound: 'Day not found',
  yearInvalid: 'Year must be a year such as 2026',
} as const;

const dayFields = deferred(() =>
  z.object({
    date: z.iso.date({ error: perDiemMessages.dateInvalid }).check(dateInRange('Date')),
    status: z.enum(perDiemStatuses, { error: perDiemMessages.statusInvalid }),
  }),
);

/** PUT /api/per-diem/days/{id}. */
export const perDiemDayFieldsSchema = dayFields;
export type PerDiemDayFields = z.output<typeof perDiemDayFieldsSchema>;

/** POST /api/per-diem/days: the driver's correction of one day. */
export const newPerDiemDaySchema = deferred(() =>
  z.extend(dayFields, { id: z.uuid({ error: 'A day needs an id' }) }),
);
export type NewPerDiemDay = z.output<typeof newPerDiemDaySchema>;

export const perDiemDaySchema = deferred(() =>
  z.object({
    id: z.string(),
    date: z.string(),
    status: z.enum(perDiemStatuses),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type PerDiemDay = z.infer<typeof perDiemDaySchema>;

export const perDiemYearQuerySchema = deferred(() =>
  z.object({
    year: z.coerce
      .number({ error: perDiemMessages.yearInvalid })
      .check(z.int(perDiemMessages.yearInvalid), z.minimum(2000), z.maximum(2100)),
  }),
);
