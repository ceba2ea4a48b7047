import { describe, expect, it } from 'vitest';
import { filledAnything, toFormFill } from './formFill';

const today = new Date(2026, 10, 20);

describe('toFormFill', () => {
  it('puts each value read into its form field, with how sure the reader was', () => {
    const fill = toFormFill(
      {
        loadNumber: { value: 'RC-51397', confidence: 0.96 },
        pickup: { value: { city: 'Laredo', state: 'TX' }, confidence: 0.6 },
        delivery: { value: { city: 'Phoenix', state: 'AZ' } },
        pickupDate: { value: { month: 6, day: 27, time: '16:30' }, confidence: 0.9 },
        loadedMiles: { value: 212, confidence: 0.8 },
        emptyMiles: { value: 139, confidence: 0.8 },
        totalMiles: { value: 351, confidence: 0.8 },
      },
      today,
    );
    expect(fill.values).toEqual({
      loadNumber: 'RC-51397',
      pickupCity: 'Laredo',
      pickupState: 'TX',
      deliveryCity: 'Phoenix',
      deliveryState: 'AZ',
      pickupDate: '2026-06-27T16:30',
      loadedMiles: 212,
      emptyMiles: 139,
    });
    expect(fill.confidence).toEqual({
      loadNumber: 0.96,
      pickupCity: 0.6,
      pickupState: 0.6,
      deliveryCity: undefined,
      deliveryState: undefined,
      pickupDate: 0.9,
      loadedMiles: 0.8,
      emptyMiles: 0.8,
    });
  });

  it('assumes this year for a date printed without one, at midnight without a time', () => {
    const fill = toFormFill({ pickupDate: { value: { month: 3, day: 4 } } }, today);
    expect(fill.values.pickupDate).toBe('2026-03-04T00:00');
  });

  it('keeps the year the paper prints', () => {
    const fill = toFormFill({ deliveryDate: { value: { month: 1, day: 2, year: 2027 } } }, today);
    expect(fill.values.deliveryDate).toBe('2027-01-02T00:00');
  });

  it('puts a delivery that reads before its pickup in the next year', () => {
    const fill = toFormFill(
      {
        pickupDate: { value: { month: 12, day: 30 } },
        deliveryDate: { value: { month: 1, day: 2 } },
      },
      today,
    );
    expect(fill.values.pickupDate).toBe('2026-12-30T00:00');
    expect(fill.values.deliveryDate).toBe('2027-01-02T00:00');
  });

  it('knows when nothing was read', () => {
    expect(filledAnything(toFormFill({}, today))).toBe(false);
    expect(filledAnything(toFormFill({ emptyMiles: { value: 0 } }, today))).toBe(true);
  });
});
