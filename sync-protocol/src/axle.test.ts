import { describe, expect, it } from 'vitest';
import {
  axleFormSchema,
  axleMessages,
  checkAxleWeights,
  emptyAxleForm,
  type AxleFormValues,
  type AxleReadings,
} from './axle.js';

/** A legal five-axle rig: 11,000 steer, 31,000 drives, 30,000 trailer, 72,000 gross. */
const rig: AxleReadings = {
  steerAxleWeight: 11_000,
  tractorWeight: 42_000,
  tractorTrailerWeight: 72_000,
  driveAxles: 2,
  trailerAxles: 2,
};

const groupOf = (readings: Partial<AxleReadings>, key: string) =>
  checkAxleWeights({ ...rig, ...readings }).groups.find((g) => g.key === key)!;

describe('checkAxleWeights', () => {
  it('derives drive, trailer and gross from the three readings', () => {
    expect(checkAxleWeights(rig)).toEqual({
      legal: true,
      groups: [
        {
          key: 'steer',
          label: 'Steer axle',
          weight: 11_000,
          limit: 12_000,
          margin: 1_000,
          overBy: 0,
        },
        {
          key: 'drive',
          label: 'Drive axles',
          weight: 31_000,
          limit: 34_000,
          margin: 3_000,
          overBy: 0,
        },
        {
          key: 'trailer',
          label: 'Trailer axles',
          weight: 30_000,
          limit: 34_000,
          margin: 4_000,
          overBy: 0,
        },
        {
          key: 'gross',
          label: 'Gross weight',
          weight: 72_000,
          limit: 80_000,
          margin: 8_000,
          overBy: 0,
        },
      ],
      violations: [],
      remainingCapacity: 8_000,
    });
  });

  it('names single axles in the singular and holds them to 20,000 lbs', () => {
    const check = checkAxleWeights({ ...rig, driveAxles: 1, trailerAxles: 1 });
    expect(check.groups.map((g) => [g.label, g.limit])).toEqual([
      ['Steer axle', 12_000],
      ['Drive axle', 20_000],
      ['Trailer axle', 20_000],
      ['Gross weight', 80_000],
    ]);
  });

  it.each<[number, boolean, string[]]>([
    [11_999, true, []],
    [12_000, true, []],
    [12_001, false, ['Steer axle exceeds the 12,000 lb limit by 1 lb']],
    [12_500, false, ['Steer axle exceeds the 12,000 lb limit by 500 lbs']],
  ])('steer axle at %i lbs: legal %s', (steer, legal, violations) => {
    // Drives and trailer stay at 30,000 whatever the steer weighs.
    const check = checkAxleWeights({
      ...rig,
      steerAxleWeight: steer,
      tractorWeight: steer + 30_000,
      tractorTrailerWeight: steer + 60_000,
    });
    expect(check).toMatchObject({ legal, violations });
    expect(check.groups[0]).toMatchObject({ weight: steer, margin: 12_000 - steer });
  });

  it.each<['drive' | 'trailer', number, number, boolean, string[]]>([
    ['drive', 1, 19_999, true, []],
    ['drive', 1, 20_000, true, []],
    ['drive', 1, 20_001, false, ['Single drive axle exceeds the 20,000 lb limit by 1 lb']],
    ['drive', 2, 33_999, true, []],
    ['drive', 2, 34_000, true, []],
    ['drive', 2, 34_001, false, ['Tandem drive axles exceed the 34,000 lb limit by 1 lb']],
    ['trailer', 1, 19_999, true, []],
    ['trailer', 1, 20_000, true, []],
    ['trailer', 1, 20_001, false, ['Single trailer axle exceeds the 20,000 lb limit by 1 lb']],
    ['trailer', 2, 33_999, true, []],
    ['trailer', 2, 34_000, true, []],
    ['trailer', 2, 34_001, false, ['Tandem trailer axles exceed the 34,000 lb limit by 1 lb']],
    ['trailer', 2, 36_250, false, ['Tandem trailer axles exceed the 34,000 lb limit by 2,250 lbs']],
  ])('%s with %i axle(s) at %i lbs: legal %s', (key, axles, weight, legal, violations) => {
    // The other group stays light so that only this one is in question.
    const other = 10_000;
    const drive = key === 'drive' ? weight : other;
    const trailer = key === 'trailer' ? weight : other;
    const check = checkAxleWeights({
      steerAxleWeight: 10_000,
      tractorWeight: 10_000 + drive,
      tractorTrailerWeight: 10_000 + drive + trailer,
      driveAxles: key === 'drive' ? (axles as 1 | 2) : 2,
      trailerAxles: key === 'trailer' ? (axles as 1 | 2) : 2,
    });
    expect(check).toMatchObject({ legal, violations });
    expect(check.groups.find((g) => g.key === key)).toMatchObject({
      weight,
      margin: (axles === 2 ? 34_000 : 20_000) - weight,
      overBy: Math.max(0, weight - (axles === 2 ? 34_000 : 20_000)),
    });
  });

  it.each<[number, boolean, number, string[]]>([
    [79_999, true, 1, []],
    [80_000, true, 0, []],
    [
      80_001,
      false,
      -1,
      [
        'Tandem trailer axles exceed the 34,000 lb limit by 1 lb',
        'Gross weight exceeds the 80,000 lb federal limit by 1 lb',
      ],
    ],
  ])('gross at %i lbs: legal %s, remaining %i', (gross, legal, remainingCapacity, violations) => {
    // Steer and drives at their limits: 12,000 + 34,000 + 34,000 is exactly 80,000, so a five-axle
    // rig over gross always has an axle group over too.
    const check = checkAxleWeights({
      ...rig,
      steerAxleWeight: 12_000,
      tractorWeight: 46_000,
      tractorTrailerWeight: gross,
    });
    expect(check).toMatchObject({ legal, remainingCapacity, violations });
    expect(check.groups[3]).toMatchObject({ weight: gross, margin: 80_000 - gross });
  });

  it('lists every group that is over, in the order a scale ticket reads', () => {
    const check = checkAxleWeights({
      steerAxleWeight: 12_400,
      tractorWeight: 47_400,
      tractorTrailerWeight: 82_900,
      driveAxles: 2,
      trailerAxles: 2,
    });
    expect(check.legal).toBe(false);
    expect(check.violations).toEqual([
      'Steer axle exceeds the 12,000 lb limit by 400 lbs',
      'Tandem drive axles exceed the 34,000 lb limit by 1,000 lbs',
      'Tandem trailer axles exceed the 34,000 lb limit by 1,500 lbs',
      'Gross weight exceeds the 80,000 lb federal limit by 2,900 lbs',
    ]);
    expect(check.remainingCapacity).toBe(-2_900);
    expect(groupOf({ tractorTrailerWeight: 82_000 }, 'gross')).toMatchObject({
      margin: -2_000,
      overBy: 2_000,
    });
  });

  it.each<[Partial<AxleReadings>, string]>([
    [{ tractorWeight: 11_000 }, axleMessages.tractorNotAboveSteer],
    [{ tractorWeight: 10_000 }, axleMessages.tractorNotAboveSteer],
    [{ tractorTrailerWeight: 42_000 }, axleMessages.tractorTrailerNotAboveTractor],
    [{ tractorTrailerWeight: 40_000 }, axleMessages.tractorTrailerNotAboveTractor],
  ])('refuses impossible readings %j', (change, message) => {
    expect(() => checkAxleWeights({ ...rig, ...change })).toThrow(new RangeError(message));
  });
});

const filled: AxleFormValues = {
  steerAxleWeight: 11_000,
  tractorWeight: 42_000,
  tractorTrailerWeight: 72_000,
  driveAxles: '2',
  trailerAxles: '1',
};

/** Any values, the ones no input can hold included. */
const messagesOf = (change: object) => {
  const result = axleFormSchema.safeParse({ ...filled, ...change });
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the axle form', () => {
  it('gives the readings checkAxleWeights takes, axle counts as numbers', () => {
    expect(axleFormSchema.parse(filled)).toEqual({ ...rig, trailerAxles: 1 });
  });

  it('reads the text a number input holds as its number', () => {
    const parsed = axleFormSchema.parse({ ...filled, steerAxleWeight: '11500' });
    expect(parsed.steerAxleWeight).toBe(11_500);
  });

  it('says every field of an empty form is required', () => {
    expect(messagesOf(emptyAxleForm)).toEqual([
      'steerAxleWeight: Steer axle weight is required',
      'tractorWeight: Tractor weight is required',
      'tractorTrailerWeight: Tractor trailer weight is required',
      'driveAxles: Number of drive axles is required',
      'trailerAxles: Number of trailer axles is required',
    ]);
  });

  it.each<[object, string]>([
    [{ steerAxleWeight: ' ' }, `steerAxleWeight: ${axleMessages.steerAxleWeightRequired}`],
    [{ steerAxleWeight: 11_000.5 }, `steerAxleWeight: ${axleMessages.weightWhole}`],
    [{ steerAxleWeight: 0 }, `steerAxleWeight: ${axleMessages.weightPositive}`],
    [{ steerAxleWeight: -5 }, `steerAxleWeight: ${axleMessages.weightPositive}`],
    [{ tractorTrailerWeight: 200_001 }, `tractorTrailerWeight: ${axleMessages.weightTooHigh}`],
    [{ driveAxles: '3' }, `driveAxles: ${axleMessages.driveAxlesOneOrTwo}`],
    [{ trailerAxles: '0' }, `trailerAxles: ${axleMessages.trailerAxlesOneOrTwo}`],
    [{ tractorWeight: 11_000 }, `tractorWeight: ${axleMessages.tractorNotAboveSteer}`],
    [
      { tractorTrailerWeight: 41_999 },
      `tractorTrailerWeight: ${axleMessages.tractorTrailerNotAboveTractor}`,
    ],
  ])('rejects %j', (change, message) => {
    expect(messagesOf(change)).toEqual([message]);
  });

  it('accepts the heaviest reading it allows', () => {
    expect(messagesOf({ tractorTrailerWeight: 200_000 })).toEqual([]);
  });

  it('says both readings are out of order at once', () => {
    expect(messagesOf({ tractorWeight: 9_000, tractorTrailerWeight: 9_000 })).toEqual([
      `tractorWeight: ${axleMessages.tractorNotAboveSteer}`,
      `tractorTrailerWeight: ${axleMessages.tractorTrailerNotAboveTractor}`,
    ]);
  });

  it('says a reading is out of order even while other fields are still empty', () => {
    expect(messagesOf({ steerAxleWeight: '', driveAxles: '' })).toEqual([
      `steerAxleWeight: ${axleMessages.steerAxleWeightRequired}`,
      `driveAxles: ${axleMessages.driveAxlesRequired}`,
    ]);
    expect(messagesOf({ steerAxleWeight: '', tractorTrailerWeight: 30_000 })).toEqual([
      `steerAxleWeight: ${axleMessages.steerAxleWeightRequired}`,
      `tractorTrailerWeight: ${axleMessages.tractorTrailerNotAboveTractor}`,
    ]);
  });
});
