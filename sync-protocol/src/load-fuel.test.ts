import { describe, expect, it } from 'vitest';
import { loadForFillUp, loadFuel } from './load-fuel.js';

const load = (
  id: string,
  status: 'pending' | 'picked_up' | 'delivered',
  pickedUp: string | null,
) => ({
  id,
  status,
  pickupDate: '2026-11-18T14:00:00.000Z',
  actualPickupDate: pickedUp,
});

describe('the load a fill-up goes with', () => {
  const loads = [
    load('waiting', 'pending', null),
    load('done', 'delivered', '2026-11-10T10:00:00.000Z'),
    load('rolling', 'picked_up', '2026-11-20T08:00:00.000Z'),
  ];

  it('is the picked-up load', () => {
    expect(loadForFillUp(loads, '2026-11-21', 'America/Chicago')?.id).toBe('rolling');
  });

  it('is none for a fill-up dated before the pickup, or with no load on the road', () => {
    expect(loadForFillUp(loads, '2026-11-19', 'America/Chicago')).toBeUndefined();
    expect(loadForFillUp(loads.slice(0, 2), '2026-11-21', 'America/Chicago')).toBeUndefined();
  });

  it('counts the pickup day in the driver time zone', () => {
    const lateNight = [load('night', 'picked_up', '2026-11-21T03:00:00.000Z')]; // 9 pm on the 20th in Chicago
    expect(loadForFillUp(lateNight, '2026-11-20', 'America/Chicago')?.id).toBe('night');
    expect(loadForFillUp(lateNight, '2026-11-20', 'UTC')).toBeUndefined();
  });
});

describe("a load's fuel", () => {
  const entry = (
    assignedLoadId: string | null,
    fuelType: 'diesel' | 'def' | 'reefer',
    gallons: string,
    pricePerGallon: string,
    mpg: string | null,
  ) => ({ assignedLoadId, fuelType, gallons, pricePerGallon, mpg });

  it('adds up its gallons exactly and its cost as each pump charged, and weighs MPG by diesel gallons', () => {
    // 100.1 x 3.800 = 380.38; 50.05 x 3.801 = 190.24005 -> 190.24; 2.5 x 4.001 = 10.0025 -> 10.00;
    // 20 x 3.800 = 76.00: $656.62 for the load.
    const fuel = loadFuel('L', [
      entry('L', 'diesel', '100.100', '3.800', '6.00'),
      entry('L', 'diesel', '50.050', '3.801', '9.00'),
      entry('L', 'def', '2.500', '4.001', null),
      entry('L', 'diesel', '20.000', '3.800', null),
      entry('other', 'diesel', '999.000', '1.000', '3.00'),
      entry(null, 'diesel', '1.000', '1.000', '3.00'),
    ]);
    expect(fuel).toEqual({ fillUps: 4, gallons: '172.650', cost: '656.620', mpg: '7.00' });
  });

  it('has no MPG without a counted diesel fill-up', () => {
    expect(loadFuel('L', [entry('L', 'reefer', '30.000', '3.333', null)]).mpg).toBeNull();
    expect(loadFuel('L', [])).toEqual({ fillUps: 0, gallons: '0.000', cost: '0.000', mpg: null });
  });
});
