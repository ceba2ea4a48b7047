import { newLoadRecord, type Load } from '@haulbook/sync-protocol';
import { describe, expect, it } from 'vitest';
import { loadFormValues } from './EditLoad';

const load = (change: Partial<Load>): Load => ({
  ...newLoadRecord(
    {
      id: '0192f3a0-0000-7000-8000-000000000001',
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: '2026-11-18T14:00:00.000Z',
      deliveryDate: '2026-11-19T20:00:00.000Z',
      loadedMiles: 1003,
      emptyMiles: 0,
    },
    '2026-11-18T14:00:00.000Z',
  ),
  ...change,
});

describe('the edit form of a load', () => {
  it('never fills My pay with an estimate, so saving new miles keeps the pay computed', () => {
    // A release before pay was computed when shown stored its estimate in revenue.
    const estimated = load({ revenue: 551.65, revenueEstimated: true });
    expect(loadFormValues(estimated, 'miles').revenue).toBe('');
    expect(loadFormValues(load({ revenue: null }), 'miles').revenue).toBe('');
  });

  it('fills My pay with the driver’s own figure, and Load pays with the gross', () => {
    expect(loadFormValues(load({ revenue: 1200, grossAmount: 3000 }), 'miles')).toMatchObject({
      revenue: 1200,
      grossAmount: 3000,
    });
  });

  it('shows the stored miles in the driver’s unit', () => {
    // 1,003 mi × 1.609344 = 1,614.17 -> 1,614 km; 35 mi = 56.33 -> 56 km.
    expect(loadFormValues(load({ emptyMiles: 35 }), 'km')).toMatchObject({
      loadedMiles: 1614,
      emptyMiles: 56,
    });
    expect(loadFormValues(load({ emptyMiles: 35 }), 'miles')).toMatchObject({
      loadedMiles: 1003,
      emptyMiles: 35,
    });
  });
});
