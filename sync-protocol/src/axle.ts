/**
 * The Axle Weight Calculator (docs/product.md §2, §5 Axle form, §8 Axle violations, §9 limits). A driver weighs
 * the steer axle, then the tractor, then the whole rig; each group's weight is the difference between
 * two readings, checked against the federal limits. Pure, so it answers offline at the scale.
 */
import * as z from 'zod/mini';
import { preprocess } from './preprocess.js';
import { typedNumber } from './typed-number.js';
import { deferred } from './deferred.js';

export const axleLimits = { steer: 12_000, single: 20_000, tandem: 34_000, gross: 80_000 } as const;

/** The heaviest reading the form takes: far above any legal rig, well below a typo's extra digit. */
const maxReading = 200_000;

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "12,500 lbs", "1 lb". */
export const formatPounds = (pounds: number) =>
  `${whole.format(pounds)} ${Math.abs(pounds) === 1 ? 'lb' : 'lbs'}`;

export const axleMessages = {
  steerAxleWeightRequired: 'Steer axle weight is required',
  tractorWeightRequired: 'Tractor weight is required',
  tractorTrailerWeightRequired: 'Tractor trailer weight is required',
  driveAxlesRequired: 'Number of drive axles is required',
  trailerAxlesRequired: 'Number of trailer axles is required',
  driveAxlesOneOrTwo: 'Drive axles must be 1 (single) or 2 (tandem)',
  trailerAxlesOneOrTwo: 'Trailer axles must be 1 (single) or 2 (tandem)',
  weightWhole: 'Enter the weight in whole pounds',
  weightPositive: 'Weight must be more than 0 lbs',
  weightTooHigh: `Weight cannot be more than ${formatPounds(maxReading)}`,
  tractorNotAboveSteer: 'Tractor weight must be more than the steer axle weight',
  tractorTrailerNotAboveTractor: 'Tractor trailer weight must be more than the tractor weight',
} as const;

export type AxleCount = 1 | 2;

/** The three scale readings in pounds and the axle counts. */
export interface AxleReadings {
  steerAxleWeight: number;
  tractorWeight: number;
  tractorTrailerWeight: number;
  driveAxles: AxleCount;
  trailerAxles: AxleCount;
}

type Weighing = 'steerAxleWeight' | 'tractorWeight' | 'tractorTrailerWeight';

/** Each weighing puts more axles on the scale, so a reading not above the one before is a misread. */
const weighingOrder: { lighter: Weighing; heavier: Weighing; message: string }[] = [
  {
    lighter: 'steerAxleWeight',
    heavier: 'tractorWeight',
    message: axleMessages.tractorNotAboveSteer,
  },
  {
    lighter: 'tractorWeight',
    heavier: 'tractorTrailerWeight',
    message: axleMessages.tractorTrailerNotAboveTractor,
  },
];

export type AxleGroupKey = 'steer' | 'drive' | 'trailer' | 'gross';

export interface AxleGroup {
  key: AxleGroupKey;
  label: string;
  weight: number;
  limit: number;
  /** limit − weight: positive is room to spare, negative is overweight. */
  margin: number;
  overBy: number;
}

export interface AxleCheck {
  legal: boolean;
  groups: AxleGroup[];
  violations: string[];
  /** 80,000 − gross; negative when the rig is over. */
  remainingCapacity: number;
}

const group = (key: AxleGroupKey, label: string, weight: number, limit: number): AxleGroup => ({
  key,
  label,
  weight,
  limit,
  margin: limit - weight,
  overBy: Math.max(0, weight - limit),
});

const axleGroup = (key: 'drive' | 'trailer', axles: AxleCount, weight: number) =>
  group(
    key,
    `${key === 'drive' ? 'Drive' : 'Trailer'} ${axles === 2 ? 'axles' : 'axle'}`,
    weight,
    axles === 2 ? axleLimits.tandem : axleLimits.single,
  );

/** docs/product.md §8, e.g. 'Tandem drive axles exceed the 34,000 lb limit by 500 lbs'. */
function violation({ key, label, limit, overBy }: AxleGroup): string {
  const limitText = `${whole.format(limit)} lb`;
  const by = formatPounds(overBy);
  if (key === 'steer') return `Steer axle exceeds the ${limitText} limit by ${by}`;
  if (key === 'gross') return `Gross weight exceeds the ${limitText} federal limit by ${by}`;
  const tandem = limit === axleLimits.tandem;
  const subject = `${tandem ? 'Tandem' : 'Single'} ${label.toLowerCase()}`;
  return `${subject} ${tandem ? 'exceed' : 'exceeds'} the ${limitText} limit by ${by}`;
}

/**
 * Splits the readings into steer, drive, trailer and gross and checks each against its limit. Exactly
 * at a limit is legal. Throws a RangeError with the form's message for readings no scale can give.
 */
export function checkAxleWeights(readings: AxleReadings): AxleCheck {
  const misread = weighingOrder.find((w) => readings[w.heavier] <= readings[w.lighter]);
  if (misread) throw new RangeError(misread.message);

  const { steerAxleWeight, tractorWeight, tractorTrailerWeight } = readings;
  const groups = [
    group('steer', 'Steer axle', steerAxleWeight, axleLimits.steer),
    axleGroup('drive', readings.driveAxles, tractorWeight - steerAxleWeight),
    axleGroup('trailer', readings.trailerAxles, tractorTrailerWeight - tractorWeight),
    group('gross', 'Gross weight', tractorTrailerWeight, axleLimits.gross),
  ];
  const violations = groups.filter((g) => g.overBy > 0).map(violation);
  return {
    legal: violations.length === 0,
    groups,
    violations,
    remainingCapacity: axleLimits.gross - tractorTrailerWeight,
  };
}

const weight = (required: string) =>
  z
    .number({ error: required })
    .check(
      z.int(axleMessages.weightWhole),
      z.minimum(1, axleMessages.weightPositive),
      z.maximum(maxReading, axleMessages.weightTooHigh),
    );

/** '' until the driver picks single or tandem. */
export type AxleCountChoice = '' | '1' | '2';

const axleCount = (required: string, oneOrTwo: string) =>
  preprocess(
    (value: AxleCountChoice) => (value === '' ? undefined : Number(value)),
    z.literal([1, 2], { error: (issue) => (issue.input === undefined ? required : oneOrTwo) }),
  );

const isReading = (value: unknown) => weight('').safeParse(value).success;

export const axleFormSchema = deferred(() =>
  weighingOrder.reduce(
    (schema, { lighter, heavier, message }) =>
      schema.check(
        z.refine((form) => form[heavier] > form[lighter], {
          path: [heavier],
          message,
          // Shown as soon as both readings are there, even while other fields still have errors.
          when: ({ value }) => {
            const form = value as Record<Weighing, unknown>;
            return isReading(form[lighter]) && isReading(form[heavier]);
          },
        }),
      ),
    z.object({
      steerAxleWeight: typedNumber(weight(axleMessages.steerAxleWeightRequired)),
      tractorWeight: typedNumber(weight(axleMessages.tractorWeightRequired)),
      tractorTrailerWeight: typedNumber(weight(axleMessages.tractorTrailerWeightRequired)),
      driveAxles: axleCount(axleMessages.driveAxlesRequired, axleMessages.driveAxlesOneOrTwo),
      trailerAxles: axleCount(axleMessages.trailerAxlesRequired, axleMessages.trailerAxlesOneOrTwo),
    }),
  ),
);

/** What the inputs hold. */
export type AxleFormValues = z.input<typeof axleFormSchema>;
/** What a valid form gives: the readings checkAxleWeights takes. */
export type AxleFormOutput = z.output<typeof axleFormSchema>;

export const emptyAxleForm: AxleFormValues = {
  steerAxleWeight: '',
  tractorWeight: '',
  tractorTrailerWeight: '',
  driveAxles: '',
  trailerAxles: '',
};
