import { describe, expect, it } from 'vitest';
import {
  formatCost,
  formatFuelDay,
  formatGallons,
  formatOdometer,
  formatPrice,
} from './fuelFormat';

describe('fuel formats', () => {
  it('rounds exact costs half up to the cent, in US dollars', () => {
    expect(formatCost('391.845')).toBe('$391.85');
    expect(formatCost('1234.5')).toBe('$1,234.50');
    expect(formatCost('0.000')).toBe('$0.00');
  });

  it('shows gallons, prices and the odometer as a driver reads them', () => {
    expect(formatGallons('100.500')).toBe('100.5 gal');
    expect(formatPrice('3.899')).toBe('$3.899/gal');
    expect(formatPrice('4.000')).toBe('$4.00/gal');
    expect(formatOdometer(100650)).toBe('100,650 mi');
  });

  it('shows a fill-up date as the calendar day it names, in any zone', () => {
    expect(formatFuelDay('2026-11-20')).toBe('Nov 20, 2026');
  });
});
