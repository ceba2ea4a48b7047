import { describe, expect, it } from 'vitest';
import { inDateRange, outsideDateRange } from './dates.js';
import { emptyExtrasForm, loadFormSchema } from './load-form.js';
import { loadMessages } from './loads.js';

describe('the range every date lies in', () => {
  it.each([
    ['2000-01-01', true],
    ['2100-12-31', true],
    ['1999-12-31', false],
    ['2101-01-01', false],
    ['0000-01-01', false],
    ['2000-01-01T00:00', true],
    ['1999-12-31T23:59', false],
    ['2100-12-31T23:59:59.999Z', true],
    ['2101-01-01T00:00:00Z', false],
    // Judged as stored, in UTC: 04:00 on 2101-01-01.
    ['2100-12-31T23:00:00-05:00', false],
    // 1999-12-31 where it was written, 2000-01-01T04:00Z as stored.
    ['1999-12-31T23:00:00-05:00', true],
    ['9999-12-31T23:59:59-14:00', false],
  ])('%s: %s', (value, inside) => {
    expect(inDateRange(value)).toBe(inside);
  });

  it('is said in the Add New Load form, naming the field, beside the other fields', () => {
    const parsed = loadFormSchema.safeParse({
      pickupCity: '',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: '1999-12-31T08:00',
      deliveryDate: '2026-11-19T08:00',
      loadedMiles: '420',
      emptyMiles: '',
      revenue: '',
      extras: emptyExtrasForm,
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      loadMessages.pickupCityRequired,
      outsideDateRange('Pickup date'),
    ]);
    expect(outsideDateRange('Pickup date')).toBe(
      'Pickup date must be between 2000-01-01 and 2100-12-31',
    );
  });
});
