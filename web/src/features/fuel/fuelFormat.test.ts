import { describe, expect, it, vi } from 'vitest';
import { icuBehaviours, installIcu } from '../../../../sync-protocol/src/testing/icu';
import { formatCost, formatVolume } from '../../ui/fuelFigures';
import { formatFuelDay, formatPrice } from './fuelFormat';

describe('fuel formats', () => {
  it('rounds exact costs half up to the cent, in US dollars', () => {
    expect(formatCost('391.845')).toBe('$391.85');
    expect(formatCost('1234.5')).toBe('$1,234.50');
    expect(formatCost('0.000')).toBe('$0.00');
  });

  it('shows gallons and prices as a driver reads them', () => {
    expect(formatVolume('100.500', 'miles')).toBe('100.5 gal');
    expect(formatPrice('3.899', 'miles')).toBe('$3.899/gal');
    expect(formatPrice('4.000', 'miles')).toBe('$4.00/gal');
  });

  it('shows litres and a price a litre in km mode', () => {
    // 100.5 gal × 3.785411784 = 380.434 L; 1,234 gal = 4,671.198 L; $3.899/gal = $1.030007/L.
    expect(formatVolume('100.500', 'km')).toBe('380.43 L');
    expect(formatVolume('1234.000', 'km')).toBe('4,671.2 L');
    expect(formatPrice('3.899', 'km')).toBe('$1.03/L');
    expect(formatPrice('6.053', 'km')).toBe('$1.599/L');
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
