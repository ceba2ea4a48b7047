import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageMpg,
  costPreview,
  fillUpCostCents,
  fuelFieldsSchema,
  fuelMessages,
  fuelStats,
  odometerWarning,
  totalCostMilli,
  type FuelEntry,
} from './fuel.js';
import { mpgCenti, previousDiesel } from './fill-up.js';
import { decimalToScaled, scaledToDecimal } from './decimal.js';
import { messages } from './messages.js';

const fields = {
  date: '2026-11-20',
  odometer: '120500',
  gallons: '100.500',
  pricePerGallon: '3.899',
  fuelType: 'diesel',
};
const messageOf = (change: object) => {
  const result = fuelFieldsSchema.safeParse({ ...fields, ...change });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('fuel entry fields (docs/product.md §5)', () => {
  it('accepts a complete entry and defaults the type to diesel', () => {
    const { fuelType: _, ...noType } = fields;
    expect(fuelFieldsSchema.parse(noType)).toMatchObject({
      fuelType: 'diesel',
      missedPreviousEntry: 'false',
    });
  });

  it.each([
    [{ date: '' }, fuelMessages.dateRequired],
    [{ date: 'yesterday' }, fuelMessages.dateInvalid],
    [{ odometer: '' }, fuelMessages.odometerRequired],
    [{ odometer: '12a45' }, fuelMessages.odometerInvalid],
    [{ odometer: '120500.5' }, fuelMessages.odometerInvalid],
    [{ odometer: '-5' }, fuelMessages.odometerInvalid],
    [{ odometer: '120,5a0' }, fuelMessages.odometerInvalid],
    [{ odometer: '12,05' }, fuelMessages.odometerInvalid],
    [{ gallons: '1,00.5' }, fuelMessages.gallonsInvalid],
    [{ gallons: '' }, fuelMessages.gallonsRequired],
    [{ gallons: '10.1234' }, fuelMessages.gallonsInvalid],
    [{ gallons: 'ten' }, fuelMessages.gallonsInvalid],
    [{ gallons: '0' }, fuelMessages.gallonsInvalid],
    [{ pricePerGallon: '' }, fuelMessages.priceRequired],
    [{ pricePerGallon: '3.8999' }, fuelMessages.priceInvalid],
    [{ gallons: '1000.001' }, fuelMessages.gallonsTooMany],
    [{ pricePerGallon: '100.001' }, fuelMessages.priceTooHigh],
    [{ location: 'Pilot\u0000' }, messages.controlCharacters],
    [{ location: 'Pilot\nFlying J' }, messages.controlCharacters],
  ])('rejects %j with "%s"', (change, message) => {
    expect(messageOf(change)).toBe(message);
  });

  it('reads thousands separators as the driver means them', () => {
    const parsed = fuelFieldsSchema.parse({ ...fields, odometer: '120,500', gallons: '1,000' });
    expect(parsed).toMatchObject({ odometer: '120500', gallons: '1000' });
  });

  it.each(['10', '10.1', '10.12', '10.123'])('accepts %s gallons (up to 3 places)', (gallons) => {
    expect(messageOf({ gallons })).toBeUndefined();
  });
});

describe('cost', () => {
  it.each([
    [100_500, 3_899, 391_850],
    [1, 1, 0],
    [500, 1, 1],
    [12_345, 4_567, 56_380],
  ])('%i x %i thousandths is %i thousandths, rounded half up', (gallons, price, cost) => {
    expect(totalCostMilli(gallons, price)).toBe(cost);
  });

  it('previews gallons x price with 2 decimals, exactly', () => {
    expect(costPreview('100.5', '3.899')).toBe('391.85');
    expect(costPreview('0.1', '0.2')).toBe('0.02');
    // Rounded once: 120.5 x 3.009 = 362.5845 is $362.58 (the stored 3-place 362.585 would say .59).
    expect(costPreview('120.5', '3.009')).toBe('362.58');
    expect(fillUpCostCents({ gallons: '120.500', pricePerGallon: '3.009' })).toBe(36_258);
    expect(costPreview('12.345', '4.567')).toBe('56.38');
    expect(costPreview('', '3.899')).toBeNull();
    expect(costPreview('1.2345', '3')).toBeNull();
    expect(costPreview('1,000', '3.5')).toBe('3500.00');
    expect(costPreview('1,00', '3.5')).toBeNull();
  });
});

const entry = (
  odometer: number,
  gallons: string,
  fuelType: FuelEntry['fuelType'] = 'diesel',
  missedPreviousEntry = false,
) => ({
  odometer,
  gallons,
  fuelType,
  missedPreviousEntry,
});

describe('MPG', () => {
  it('is miles since the previous diesel fill-up over this fill, in hundredths', () => {
    expect(mpgCenti(entry(100_650, '100'), { odometer: 100_000 })).toBe(650);
    expect(mpgCenti(entry(100_653, '100.001'), { odometer: 100_000 })).toBe(653);
  });

  it('is N/A for the first fill-up, after a missed one, for DEF and reefer, and for a lower odometer', () => {
    expect(mpgCenti(entry(100_650, '100'), undefined)).toBeNull();
    expect(mpgCenti(entry(100_650, '100', 'diesel', true), { odometer: 100_000 })).toBeNull();
    expect(mpgCenti(entry(100_650, '5', 'def'), { odometer: 100_000 })).toBeNull();
    expect(mpgCenti(entry(100_650, '20', 'reefer'), { odometer: 100_000 })).toBeNull();
    expect(mpgCenti(entry(99_000, '100'), { odometer: 100_000 })).toBeNull();
  });

  it('is N/A past 100 MPG, which only a typo in the odometer or gallons produces', () => {
    expect(mpgCenti(entry(110_000, '100'), { odometer: 100_000 })).toBe(10_000);
    expect(mpgCenti(entry(110_001, '100'), { odometer: 100_000 })).toBeNull();
    expect(mpgCenti(entry(9_999_999, '0.001'), { odometer: 1 })).toBeNull();
  });

  it('measures from the last diesel fill-up, not from DEF or reefer in between', () => {
    const entries = [
      entry(100_000, '100'),
      entry(100_300, '5', 'def'),
      entry(100_400, '30', 'reefer'),
    ];
    expect(previousDiesel(entries, 100_650)?.odometer).toBe(100_000);
    expect(previousDiesel(entries, 100_000)).toBeUndefined();
  });
});

describe('odometer check (docs/product.md §4)', () => {
  it.each([
    [99_999, 100_000, 'low'],
    [100_000, 100_000, null],
    [102_000, 100_000, null],
    [102_001, 100_000, 'high'],
    [5, null, null],
  ] as const)('%i after %s is %s', (odometer, last, warning) => {
    expect(odometerWarning(odometer, last)).toBe(warning);
  });
});

describe('fuel stats', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  const settings = { payPeriodStartDay: 'monday' as const, timeZone: 'UTC' };
  const row = (
    date: string,
    odometer: number,
    gallons: string,
    pricePerGallon: string,
    fuelType: FuelEntry['fuelType'],
    mpg: string | null,
  ) => ({
    date,
    odometer,
    gallons,
    pricePerGallon,
    fuelType,
    mpg,
    missedPreviousEntry: false,
  });

  it('sums this week by type, averages MPG over diesel miles and gallons, and finds the last fill-up', () => {
    // Each fill-up costs what its pump charged, to the cent: 5.5 gal x $4.050 = $22.275 -> $22.28;
    // 30.125 gal x $3.499 = $105.407375 -> $105.41. This week: 400 + 22.28 + 410 + 105.41.
    const stats = fuelStats(
      [
        row('2026-11-10', 100_000, '100.000', '3.900', 'diesel', null),
        row('2026-11-17', 100_600, '100.000', '4.000', 'diesel', '6.00'),
        row('2026-11-18', 100_700, '5.500', '4.050', 'def', null),
        row('2026-11-19', 101_300, '100.000', '4.100', 'diesel', '7.00'),
        row('2026-11-20', 101_350, '30.125', '3.499', 'reefer', null),
      ],
      now,
      settings,
    );
    expect(stats).toEqual({
      weeklyGallons: '235.625',
      weeklyFuelCost: '937.690',
      averageMPG: '6.50',
      lastFillupGallons: '30.125',
      lastFillupDate: '2026-11-20',
      lastFillupOdometer: 101_350,
      weeklyDieselGallons: '200.000',
      weeklyDieselCost: '810.000',
      weeklyDefGallons: '5.500',
      weeklyDefCost: '22.280',
      weeklyReeferGallons: '30.125',
      weeklyReeferCost: '105.410',
    });
  });

  it('has no average and no last fill-up before any entry', () => {
    expect(fuelStats([], now, settings)).toMatchObject({
      averageMPG: null,
      lastFillupDate: null,
      weeklyGallons: '0.000',
    });
  });

  it("counts a fill-up dated on the pay week's first day in that week, west of Greenwich too", () => {
    const chicago = { payPeriodStartDay: 'monday' as const, timeZone: 'America/Chicago' };
    const monday2pm = new Date('2026-11-23T20:00:00Z');
    const stats = fuelStats(
      [
        row('2026-11-23', 100_000, '100.000', '3.900', 'diesel', null),
        row('2026-11-22', 99_000, '50.000', '3.900', 'diesel', null),
      ],
      monday2pm,
      chicago,
    );
    expect(stats).toMatchObject({ weeklyGallons: '100.000', lastFillupDate: '2026-11-23' });
  });
});

describe('average MPG over a long history', () => {
  /** The definition, fill-up by fill-up: miles from the diesel fill-up below, over gallons. */
  function byDefinition(entries: Parameters<typeof averageMpg>[0]): string | null {
    let miles = 0;
    let gallonsMilli = 0;
    for (const e of entries) {
      if (e.fuelType !== 'diesel' || e.mpg === null) continue;
      const previous = previousDiesel(entries, e.odometer);
      if (!previous) continue;
      miles += e.odometer - previous.odometer;
      gallonsMilli += decimalToScaled(e.gallons, 3);
    }
    if (gallonsMilli === 0) return null;
    return scaledToDecimal(Math.floor((miles * 100_000) / gallonsMilli + 0.5), 2);
  }

  const fillUp = fc.record({
    // Few readings, so fill-ups at the same reading (diesel and DEF at one stop) are common.
    odometer: fc.integer({ min: 100_000, max: 100_040 }).map((n) => n * 50),
    gallons: fc.integer({ min: 1, max: 150_000 }).map((milli) => (milli / 1000).toFixed(3)),
    fuelType: fc.constantFrom(
      'diesel' as const,
      'diesel' as const,
      'def' as const,
      'reefer' as const,
    ),
    mpg: fc.constantFrom('6.50', null),
  });

  it('walks the fill-ups in odometer order and finds what each one counts by itself', () => {
    fc.assert(
      fc.property(fc.array(fillUp, { maxLength: 60 }), (entries) => {
        expect(averageMpg(entries)).toBe(byDefinition(entries));
      }),
    );
  });
});
