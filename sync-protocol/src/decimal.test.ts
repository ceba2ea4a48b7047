import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DecimalError,
  decimalToScaled,
  dollarsToCents,
  hasAtMostPlaces,
  scaledToDecimal,
} from './decimal.js';

describe('exact decimals', () => {
  it.each([
    ['0.45', 3, 450],
    ['75', 3, 75000],
    ['3.999', 3, 3999],
    ['0.1', 2, 10],
    ['-2.5', 2, -250],
    [0.3, 3, 300],
  ] as const)('%s at %i places is %i', (text, places, scaled) => {
    expect(decimalToScaled(text, places)).toBe(scaled);
  });

  it.each(['1.2345', 'abc', '1,5', '', '1e3'])('refuses %j at 3 places', (text) => {
    expect(() => decimalToScaled(text, 3)).toThrow(DecimalError);
  });

  it('prints scaled values back with their places', () => {
    expect(scaledToDecimal(450, 3)).toBe('0.450');
    expect(scaledToDecimal(-5, 2)).toBe('-0.05');
    expect(scaledToDecimal(12345, 0)).toBe('12345');
  });

  it('round-trips every value without drift', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 3 }),
        (n, places) => {
          expect(decimalToScaled(scaledToDecimal(n, places), places)).toBe(n);
        },
      ),
    );
  });

  it('sums money exactly where floats drift', () => {
    const cents = ['0.10', '0.20'].map((v) => decimalToScaled(v, 2)).reduce((a, b) => a + b);
    expect(scaledToDecimal(cents, 2)).toBe('0.30');
  });

  it('checks decimal places of user input', () => {
    expect(hasAtMostPlaces('12.345', 3)).toBe(true);
    expect(hasAtMostPlaces('12.3456', 3)).toBe(false);
    expect(hasAtMostPlaces('-1', 3)).toBe(false);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [0.07, 7],
    [1250.5, 125050],
    [0.29, 29],
    [9_999_999.99, 999_999_999],
  ])('reads %s dollars as %s cents exactly', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('gives back the cents of any stored revenue (cents / 100, as the server sends it)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        expect(dollarsToCents(cents / 100)).toBe(cents);
      }),
    );
  });
});
