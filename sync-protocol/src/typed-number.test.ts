import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  hasStrayCharacter,
  numbersOnly,
  typedNumber,
  typedNumeral,
  typedNumeralText,
} from './typed-number.js';

const miles = typedNumber(z.number({ error: 'Miles are required' }).check(z.int('Whole miles')));
const messageOf = (result: { success: boolean; error?: z.core.$ZodError }) =>
  result.error?.issues.map((issue) => issue.message);

describe('the number a driver types', () => {
  it.each([
    ['11500', '11500'],
    ['11,500', '11500'],
    ['1,234,567.25', '1234567.25'],
    [' 420 ', '420'],
    ['0.5', '0.5'],
    ['.5', '.5'],
    ['1250.', '1250.'],
  ])('reads %j as %j', (typed, numeral) => {
    expect(typedNumeral(typed)).toBe(numeral);
  });

  it.each([
    '11,5a0.5',
    '11,5',
    '1,50',
    '1,5000',
    '12a',
    'abc',
    '1e3',
    '0x10',
    '-5',
    '1.2.3',
    '$5',
    ',500',
    '1 000',
    'Infinity',
    '.',
  ])('refuses %j', (typed) => {
    expect(typedNumeral(typed)).toBeNull();
  });

  it('names a letter or sign at once, a misplaced comma only as a whole', () => {
    expect(['11,5a', '-', '$5', '1e'].map(hasStrayCharacter)).toEqual([true, true, true, true]);
    expect(['11,', '11,5', '1.', ''].map(hasStrayCharacter)).toEqual([false, false, false, false]);
  });

  it('gives the number to the field rule, or says numbers only', () => {
    expect(miles.parse('11,500')).toBe(11500);
    expect(miles.parse(420)).toBe(420);
    expect(messageOf(miles.safeParse('11,5a0.5'))).toEqual([numbersOnly]);
    expect(messageOf(miles.safeParse('11,5'))).toEqual([numbersOnly]);
    expect(messageOf(miles.safeParse('11500.5'))).toEqual(['Whole miles']);
  });

  it('reads a blank field as not given, or as the value a form gives for none', () => {
    expect(messageOf(miles.safeParse('  '))).toEqual(['Miles are required']);
    expect(typedNumber(z.nullable(z.number()), null).parse('')).toBeNull();
  });

  it('keeps decimal text exact, without its separators, with the field own message', () => {
    const gallons = typedNumeralText(z.string({ error: 'Gallons is required' }), 'Bad gallons');
    expect(gallons.parse('1,001.125')).toBe('1001.125');
    expect(messageOf(gallons.safeParse(''))).toEqual(['Gallons is required']);
    expect(messageOf(gallons.safeParse('1,00.5'))).toEqual(['Bad gallons']);
    expect(messageOf(typedNumeralText(z.string()).safeParse('9x'))).toEqual([numbersOnly]);
  });
});
