import { describe, expect, it, vi } from 'vitest';
import { icuBehaviours, installIcu } from '../../../../sync-protocol/src/testing/icu';
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

  it.each(icuBehaviours)('reads the day of a fill-up the same under %s', async (behaviour) => {
    const restore = installIcu(behaviour);
    try {
      vi.resetModules();
      const fresh = await import('./fuelFormat');
      expect(fresh.formatFuelDay('2026-11-20')).toBe('Nov 20, 2026');
      expect(fresh.formatFuelDay('2026-11-20T12:00:00Z')).toBe('Nov 20, 2026');
    } finally {
      restore();
    }
  });
});
