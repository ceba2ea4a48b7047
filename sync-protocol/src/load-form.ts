/**
 * The Add New Load form (docs/product.md §5 Add load). It takes the raw values of the inputs: '' for an empty
 * field, the typed text of a number field (read by typed-number.ts), and pickup/delivery as the
 * local wall-clock text of <input type="datetime-local">. Every other rule is newLoadSchema's own
 * field, so the form and POST /api/loads cannot drift apart. The web turns the local dates into
 * ISO timestamps (in the device's zone) before it stores the load. A driver who chose km types
 * km: loadFormSchemaIn('km') checks them in km and gives the whole miles stored.
 */
import * as z from 'zod/mini';
import { dateInRange } from './dates.js';
import { extraAmountField, extraKinds, loadExtrasSchema, type ExtraKind } from './extras.js';
import { loadMessages, maxLoadMiles, newLoadSchema } from './loads.js';
import { kmFromMiles, milesFromKm, type DistanceUnit } from './units.js';
import type { UsState } from './states.js';
import { preprocess } from './preprocess.js';
import { typedNumber, typedNumeralText } from './typed-number.js';
import { deferred } from './deferred.js';

/** An untouched TextInput holds ''; the shared rules read that as "not given". */
const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalTextInput = <S extends z.ZodMiniType>(field: S) =>
  preprocess((value: string) => blankAsMissing(value), field);

/** Lets the form hold '' until a state is chosen; the shared enum then gives the message. */
const stateSelect = <S extends z.ZodMiniType>(field: S) =>
  preprocess((value: UsState | '') => value, field);

/** 'YYYY-MM-DDTHH:mm', optionally with seconds: a date and time with no zone. */
const wallClock = (format?: string) => z.iso.datetime({ local: true, error: format });

const localDateTime = (required: string, format: string, field: string) =>
  z.pipe(
    z.string({ error: required }).check(z.trim(), z.minLength(1, required)),
    wallClock(format).check(dateInRange(field)),
  );

const isLocalDateTime = (value: unknown) => wallClock().safeParse(value).success;

/**
 * The extra pay inputs: counts as typed text, the tarp a checkbox, and per extra an amount typed
 * in place of what the Pay Config rate gives ('' for none). Built from loadExtrasSchema's fields.
 */
const extrasForm = () => {
  const fields = loadExtrasSchema.shape;
  const amount = extraAmountField();
  return z.pipe(
    z.object({
      detentionHours: typedNumeralText(fields.detentionHours),
      layoverDays: typedNumber(fields.layoverDays),
      extraStops: typedNumber(fields.extraStops),
      tarp: fields.tarp,
      breakdownHours: typedNumeralText(fields.breakdownHours),
      overrides: z.object(
        Object.fromEntries(
          extraKinds.map((kind) => [kind, typedNumeralText(z.optional(amount))]),
        ) as Record<
          ExtraKind,
          ReturnType<typeof typedNumeralText<z.ZodMiniOptional<typeof amount>>>
        >,
      ),
    }),
    z.transform((extras) => ({
      ...extras,
      overrides: Object.fromEntries(
        Object.entries(extras.overrides).filter(([, v]) => v !== undefined),
      ) as Partial<Record<ExtraKind, string>>,
    })),
  );
};

/** The messages of a distance typed in km, as loadMessages words those typed in miles. */
export const kmMessages = {
  required: 'Loaded km is required',
  negative: 'Kilometers cannot be negative',
  whole: 'Kilometers must be a whole number',
  tooMany: 'Kilometers look too high for one load',
} as const;

/**
 * Whole km as typed, checked in km, then the whole miles stored (units.ts), which newLoadSchema's
 * rule of a load's miles checks as it checks miles typed as such.
 */
const typedKm = (required: string, blank?: number) =>
  typedNumber(
    z.pipe(
      z
        .number({ error: required })
        .check(
          z.int(kmMessages.whole),
          z.minimum(0, kmMessages.negative),
          z.maximum(kmFromMiles(maxLoadMiles), kmMessages.tooMany),
        ),
      z.pipe(z.transform(milesFromKm), newLoadSchema.shape.loadedMiles),
    ),
    blank,
  );

const buildLoadForm = (unit: DistanceUnit) => {
  const fields = newLoadSchema.shape;
  return z
    .object({
      loadNumber: optionalTextInput(fields.loadNumber),
      pickupCity: fields.pickupCity,
      pickupState: stateSelect(fields.pickupState),
      deliveryCity: fields.deliveryCity,
      deliveryState: stateSelect(fields.deliveryState),
      pickupDate: localDateTime(
        loadMessages.pickupDateRequired,
        loadMessages.pickupDateFormat,
        'Pickup date',
      ),
      deliveryDate: localDateTime(
        loadMessages.deliveryDateRequired,
        loadMessages.deliveryDateFormat,
        'Delivery date',
      ),
      loadedMiles: unit === 'km' ? typedKm(kmMessages.required) : typedNumber(fields.loadedMiles),
      // Left empty, it is not given: newLoadSchema's default makes it 0 (docs/product.md §3).
      emptyMiles: unit === 'km' ? typedKm(kmMessages.negative, 0) : typedNumber(fields.emptyMiles),
      grossAmount: typedNumber(fields.grossAmount),
      revenue: typedNumber(fields.revenue),
      extras: extrasForm(),
      company: optionalTextInput(fields.company),
      notes: optionalTextInput(fields.notes),
    })
    .check(
      z.refine((form) => Date.parse(form.deliveryDate) >= Date.parse(form.pickupDate), {
        path: ['deliveryDate'],
        message: loadMessages.deliveryBeforePickup,
        // Shown as soon as both dates are there, even while other fields still have errors.
        when: ({ value }) => {
          const form = value as { pickupDate?: unknown; deliveryDate?: unknown };
          return isLocalDateTime(form.pickupDate) && isLocalDateTime(form.deliveryDate);
        },
      }),
    );
};

/** The form in miles: what the inputs hold is what is stored. */
export const loadFormSchema = deferred(() => buildLoadForm('miles'));
const kmLoadFormSchema = deferred(() => buildLoadForm('km'));

/**
 * The form in the driver's unit. In km, loadedMiles and emptyMiles hold the km typed and give the
 * whole miles stored, so a valid form is the same load either way.
 */
export const loadFormSchemaIn = (unit: DistanceUnit) =>
  unit === 'km' ? kmLoadFormSchema : loadFormSchema;

/** What the inputs hold. */
export type LoadFormValues = z.input<typeof loadFormSchema>;
/** What a valid form gives: the load without its id, dates still local. */
export type LoadFormOutput = z.output<typeof loadFormSchema>;

export const emptyExtrasForm: LoadFormValues['extras'] = {
  detentionHours: '',
  layoverDays: '',
  extraStops: '',
  tarp: false,
  breakdownHours: '',
  overrides: {
    detention: '',
    layover: '',
    stops: '',
    tarp: '',
    breakdown: '',
    emptyMiles: '',
    tonu: '',
  },
};

export const emptyLoadForm: LoadFormValues = {
  loadNumber: '',
  pickupCity: '',
  pickupState: '',
  deliveryCity: '',
  deliveryState: '',
  pickupDate: '',
  deliveryDate: '',
  loadedMiles: '',
  emptyMiles: '',
  grossAmount: '',
  revenue: '',
  extras: emptyExtrasForm,
  company: '',
  notes: '',
};
