import { describe, expect, it } from 'vitest';
import {
  economyLabel,
  formatDistance,
  formatEconomy,
  formatOdometerIn,
  updatePreferencesSchema,
} from './preferences.js';

describe('distances in the chosen unit (stored values stay miles)', () => {
  it.each([
    [420, 'miles', '420 miles'],
    [1, 'miles', '1 mile'],
    [420, 'km', '676 km'],
    [0, 'km', '0 km'],
    [1000, 'km', '1,609 km'],
  ] as const)('%d miles reads %s as "%s"', (miles, unit, text) => {
    expect(formatDistance(miles, unit)).toBe(text);
  });

  it('reads an odometer in either unit', () => {
    expect(formatOdometerIn(100650, 'miles')).toBe('100,650 mi');
    expect(formatOdometerIn(100650, 'km')).toBe('161,980 km');
  });
});

describe('fuel economy', () => {
  it.each([
    ['6.50', 'miles', '6.50'],
    ['6.50', 'km', '36.19'],
    ['10.00', 'km', '23.52'],
    [null, 'km', 'N/A'],
    [null, 'miles', 'N/A'],
    ['0.00', 'km', 'N/A'],
  ] as const)('%s MPG in %s reads "%s"', (mpg, unit, text) => {
    expect(formatEconomy(mpg, unit)).toBe(text);
  });

  it('is labelled MPG or L/100 km', () => {
    expect(economyLabel('miles')).toBe('MPG');
    expect(economyLabel('km')).toBe('L/100 km');
  });
});

describe('POST /api/preferences body', () => {
  it('takes either field alone and refuses anything else', () => {
    expect(updatePreferencesSchema.parse({ distanceUnit: 'km' })).toEqual({ distanceUnit: 'km' });
    expect(updatePreferencesSchema.safeParse({ distanceUnit: 'furlongs' }).success).toBe(false);
    expect(updatePreferencesSchema.safeParse({ theme: 'dark' }).success).toBe(false);
  });
});
