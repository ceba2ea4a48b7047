/**
 * Which writes may wait in memory on PostgreSQL (write-behind.ts): only those the database would
 * store as they stand, so a value it refuses is refused in its own entry's place.
 */
import { describe, expect, it } from 'vitest';
import { storable, type TableFacts } from './write-behind.js';

const facts: TableFacts = {
  columns: ['id', 'userId', 'odometer', 'location', 'receiptUrl', 'fuelType'],
  column: new Map([
    ['id', { type: 'text', nullable: false, defaulted: false }],
    ['userId', { type: 'text', nullable: false, defaulted: false }],
    ['odometer', { type: 'integer', nullable: false, defaulted: false }],
    ['location', { type: 'text', nullable: false, defaulted: false }],
    ['receiptUrl', { type: 'text', nullable: true, defaulted: false }],
    ['fuelType', { type: 'text', nullable: false, defaulted: true }],
  ]),
};

const row = { id: 'f1', userId: 'u1', odometer: 9_999_999, location: 'Pilot', fuelType: 'diesel' };

describe('a write that may wait to be saved', () => {
  it('is a whole row whose every value its column holds', () => {
    expect(storable(facts, row, 'insert')).toBe(true);
    expect(storable(facts, { ...row, receiptUrl: null }, 'insert')).toBe(true);
    expect(storable(facts, { odometer: 2_147_483_647 }, 'update')).toBe(true);
    expect(storable(facts, { odometer: -2_147_483_648 }, 'update')).toBe(true);
  });

  it('is not one with a value its column cannot hold', () => {
    expect(storable(facts, { odometer: 2_147_483_648 }, 'update')).toBe(false);
    expect(storable(facts, { odometer: -2_147_483_649 }, 'update')).toBe(false);
    expect(storable(facts, { odometer: 1.5 }, 'update')).toBe(false);
    expect(storable(facts, { odometer: '100' }, 'update')).toBe(false);
    expect(storable(facts, { location: 'Pilot\u0000' }, 'update')).toBe(false);
    expect(storable(facts, { location: null }, 'update')).toBe(false);
    expect(storable(facts, { location: 12 }, 'update')).toBe(false);
    expect(storable(facts, { mileage: 1 }, 'update')).toBe(false);
  });

  it('is not an insert that leaves a column to the database', () => {
    const { fuelType: _default, ...noType } = row;
    const { location: _required, ...noLocation } = row;
    expect(storable(facts, noType, 'insert')).toBe(false);
    expect(storable(facts, noLocation, 'insert')).toBe(false);
    expect(storable(facts, { ...row, mileage: 1 }, 'insert')).toBe(false);
  });
});
