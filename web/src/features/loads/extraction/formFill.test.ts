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

  it("fills Load pays with the paper's total, over its line haul, and Company with the broker", () => {
    const fill = toFormFill(
      {
        totalPay: { value: '1250.00', confidence: 0.93 },
        lineHaul: { value: '1100.00', confidence: 0.95 },
        broker: { value: 'Summit Freight Brokerage', confidence: 0.86 },
      },
      today,
    );
    expect(fill.values).toEqual({ grossAmount: '1250.00', company: 'Summit Freight Brokerage' });
    expect(fill.confidence).toEqual({ grossAmount: 0.93, company: 0.86 });
  });

  it('takes a line haul alone as what the load pays, and asks the driver to check it', () => {
    const fill = toFormFill({ lineHaul: { value: '2600.00', confidence: 0.95 } }, today);
    expect(fill.values).toEqual({ grossAmount: '2600.00' });
    expect(fill.confidence.grossAmount).toBeCloseTo(0.665);
    const webhook = toFormFill({ lineHaul: { value: '2600.00' } }, today);
    expect(webhook.confidence.grossAmount).toBeLessThan(0.8);
  });

  it('leaves Load pays empty, not 0, when the paper gives no money', () => {
    const fill = toFormFill({ loadNumber: { value: 'RC-51397' } }, today);
    expect(fill.values).not.toHaveProperty('grossAmount');
    expect(fill.confidence).not.toHaveProperty('grossAmount');
  });

  it('knows when nothing was read', () => {
    expect(filledAnything(toFormFill({}, today))).toBe(false);
    expect(filledAnything(toFormFill({ emptyMiles: { value: 0 } }, today))).toBe(true);
  });
});
