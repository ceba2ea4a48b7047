/**
 * The records IFTA is computed from (ifta.ts): jurisdiction segments, the miles driven in one
 * state or province, and the quarter's tax rates. A segment is either typed miles (a per-load
 * split, "OK 212, KS 388") or an odometer stretch (a state line starts one; the next ends it).
 */
import * as z from 'zod/mini';
import { dateInRange } from './dates.js';
import { deferred } from './deferred.js';
import { decimalField, optionalWholeNumberField } from './fields.js';
import { isIftaMember, jurisdictionMessages, jurisdictions } from './jurisdictions.js';
import { quarterSchema } from './quarters.js';

export const iftaMessages = {
  dateInvalid: 'Date must be a valid date',
  milesInvalid: 'Miles must be a whole number from 0 to 10,000',
  odometerInvalid: 'Odometer must be a whole number up to 9,999,999',
  milesOrOdometer: 'Give the miles, or the odometer where the segment starts',
  endBeforeStart: 'The odometer at the end must not be below the start',
  stretchTooLong: 'A stretch in one state is at most 10,000 miles: check the odometer',
  endWithoutStart: 'Give the odometer where the segment starts',
  segmentNotFound: 'Segment not found',
  rateInvalid: 'Rate must be dollars per gallon from 0 to 10, with at most 4 decimal places',
  surchargeInvalid:
    'Surcharge must be dollars per gallon from 0 to 10, with at most 4 decimal places',
  rateNotFound: 'Rate not found',
  notMember: 'Only IFTA jurisdictions (the 48 contiguous states and 10 provinces) have a rate',
  loadInvalid: 'The load of a segment must be a load id',
} as const;

/** The most miles one segment may hold: more is a typo (about 2 weeks of driving in one state). */
export const maxSegmentMiles = 10_000;
export const maxOdometer = 9_999_999;

const jurisdiction = deferred(() => z.enum(jurisdictions, { error: jurisdictionMessages.invalid }));
const day = deferred(() =>
  z.iso.date({ error: iftaMessages.dateInvalid }).check(dateInRange('Date')),
);

const segmentBody = deferred(() =>
  z
    .object({
      date: day,
      jurisdiction,
      miles: optionalWholeNumberField(maxSegmentMiles, iftaMessages.milesInvalid),
      odometerStart: optionalWholeNumberField(maxOdometer, iftaMessages.odometerInvalid),
      odometerEnd: optionalWholeNumberField(maxOdometer, iftaMessages.odometerInvalid),
      loadId: z.pipe(
        z.nullish(z.uuid({ error: iftaMessages.loadInvalid })),
        z.transform((v) => v ?? null),
      ),
    })
    .check(
      z.refine((s) => (s.miles === null) !== (s.odometerStart === null), {
        path: ['miles'],
        message: iftaMessages.milesOrOdometer,
      }),
      z.refine((s) => s.odometerEnd === null || s.odometerStart !== null, {
        path: ['odometerStart'],
        message: iftaMessages.endWithoutStart,
      }),
      z.refine(
        (s) =>
          s.odometerEnd === null || s.odometerStart === null || s.odometerEnd >= s.odometerStart,
        { path: ['odometerEnd'], message: iftaMessages.endBeforeStart },
      ),
      z.refine(
        (s) =>
          s.odometerEnd === null ||
          s.odometerStart === null ||
          s.odometerEnd - s.odometerStart <= maxSegmentMiles,
        { path: ['odometerEnd'], message: iftaMessages.stretchTooLong },
      ),
    ),
);

/** PUT /api/jurisdiction-segments/{id}: every field, replacing what the segment held. */
export const segmentFieldsSchema = segmentBody;
export type SegmentFields = z.output<typeof segmentFieldsSchema>;

/** POST /api/jurisdiction-segments: the fields and the id the device made. */
export const newSegmentSchema = deferred(() =>
  z.extend(segmentBody, { id: z.uuid({ error: 'A segment needs an id' }) }),
);
export type NewSegment = z.output<typeof newSegmentSchema>;

export const jurisdictionSegmentSchema = deferred(() =>
  z.object({
    id: z.string(),
    date: z.string(),
    jurisdiction: z.string(),
    miles: z.nullable(z.number()),
    odometerStart: z.nullable(z.number()),
    odometerEnd: z.nullable(z.number()),
    loadId: z.nullable(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type JurisdictionSegment = z.infer<typeof jurisdictionSegmentSchema>;

const rateFields = deferred(() =>
  z.object({
    quarter: quarterSchema,
    jurisdiction: jurisdiction.check(z.refine(isIftaMember, iftaMessages.notMember)),
    rate: decimalField({ places: 4, min: '0', max: '10', message: iftaMessages.rateInvalid }),
    surcharge: z._default(
      decimalField({ places: 4, min: '0', max: '10', message: iftaMessages.surchargeInvalid }),
      '0.0000',
    ),
  }),
);

/** PUT /api/ifta/rates/{id}. */
export const rateFieldsSchema = rateFields;
export type RateFields = z.output<typeof rateFieldsSchema>;

/** POST /api/ifta/rates. */
export const newRateSchema = deferred(() =>
  z.extend(rateFields, { id: z.uuid({ error: 'A rate needs an id' }) }),
);
export type NewRate = z.output<typeof newRateSchema>;

export const iftaRateSchema = deferred(() =>
  z.object({
    id: z.string(),
    quarter: z.string(),
    jurisdiction: z.string(),
    /** Dollars per gallon, 4 places: "0.2850". */
    rate: z.string(),
    surcharge: z.string(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type IftaRate = z.infer<typeof iftaRateSchema>;

export const iftaReportQuerySchema = deferred(() => z.object({ quarter: quarterSchema }));
