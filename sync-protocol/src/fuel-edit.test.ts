import { describe, expect, it } from 'vitest';
import { remeasuredMpg } from './fill-up.js';
import { fuelEditSchema, type FuelEntry } from './fuel.js';

type Row = Pick<
  FuelEntry,
  'id' | 'fuelType' | 'odometer' | 'gallons' | 'mpg' | 'missedPreviousEntry'
>;
const row = (
  id: string,
  odometer: number,
  gallons: string,
  mpg: string | null,
  change = {},
): Row => ({
  id,
  fuelType: 'diesel',
  odometer,
  gallons,
  mpg,
  missedPreviousEntry: false,
  ...change,
});

describe('re-measuring MPG after an edit or a delete', () => {
  it('changes nothing when every MPG already matches its neighbours', () => {
    const rows = [
      row('a', 1000, '100', null),
      row('b', 1650, '100', '6.50'),
      row('c', 2300, '50', '13.00'),
    ];
    expect(remeasuredMpg(rows)).toEqual([]);
  });

  it('measures the next fill-up from the one before a deleted fill-up', () => {
    // b was deleted: c now covers 1,300 miles on 50 gallons.
    const rows = [row('a', 1000, '100', null), row('c', 2300, '50', '13.00')];
    expect(remeasuredMpg(rows)).toEqual([{ id: 'c', mpg: '26.00' }]);
  });

  it('measures an edited fill-up and the ones after its old and new reading', () => {
    // b moved from 1,650 to 2,500: a's next is now c, and b follows c.
    const rows = [
      row('a', 1000, '100', null),
      row('b', 2500, '100', '6.50'),
      row('c', 2300, '50', '13.00'),
      row('d', 3000, '100', '7.00'),
    ];
    expect(remeasuredMpg(rows)).toEqual([
      { id: 'c', mpg: '26.00' },
      { id: 'b', mpg: '2.00' },
      { id: 'd', mpg: '5.00' },
    ]);
  });

  it('uses new gallons, leaves DEF and reefer without MPG and skips them as neighbours', () => {
    const rows = [
      row('a', 1000, '100', null),
      row('def', 1200, '10', '3.00', { fuelType: 'def' }),
      row('b', 1650, '50', '6.50'),
    ];
    expect(remeasuredMpg(rows)).toEqual([
      { id: 'b', mpg: '13.00' },
      { id: 'def', mpg: null },
    ]);
  });

  it('keeps N/A after a missed fill-up and for fill-ups at the same reading', () => {
    const rows = [
      row('a', 1000, '100', null),
      row('b', 1650, '100', '6.50', { missedPreviousEntry: true }),
      row('c', 1000, '100', '1.00'),
    ];
    expect(remeasuredMpg(rows)).toEqual([
      { id: 'c', mpg: null },
      { id: 'b', mpg: null },
    ]);
  });
});

describe('PUT /api/fuel/{id} fields', () => {
  it('keeps the receipt unless told to remove it', () => {
    const fields = { date: '2026-11-20', odometer: '1000', gallons: '10', pricePerGallon: '3.5' };
    expect(fuelEditSchema.parse(fields).removeReceipt).toBe('false');
    expect(fuelEditSchema.parse({ ...fields, removeReceipt: 'true' }).removeReceipt).toBe('true');
    expect(fuelEditSchema.safeParse({ ...fields, gallons: '' }).success).toBe(false);
  });
});
