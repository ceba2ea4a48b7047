/**
 * The one rule for a number a driver types into a form field. Digits, with an optional decimal
 * part; commas are read as thousands separators only where they group three digits ('11,500').
 * Anything else ('11,5', '12a', '1e3', '-5') is refused with `numbersOnly` and never turned into
 * some other number, so what the form saves is what the driver meant.
 */
import * as z from 'zod/mini';
import { preprocess } from './preprocess.js';

export const numbersOnly = 'Numbers only, like 11500';

const numeral = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?$|^\.\d+$/;

/** The typed text without its thousands separators, or null when it spells no number. */
export function typedNumeral(text: string): string | null {
  const trimmed = text.trim();
  return numeral.test(trimmed) ? trimmed.replaceAll(',', '') : null;
}

/** True as soon as a character no number has is typed (a letter, a sign): said at once. */
export const hasStrayCharacter = (text: string) => /[^\d.,\s]/.test(text);

/** True when a field holds text that is neither blank nor a number. */
export const isStrayText = (text: string) => text.trim() !== '' && typedNumeral(text) === null;

/** Reads typed text for `read`: blank gives `blank`, stray text an issue with `message`. */
const typed = <S extends z.ZodMiniType, B>(
  field: S,
  read: (numeral: string) => unknown,
  message: string,
  blank: B,
) =>
  preprocess((value: string | number | B, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return blank;
    const text = typedNumeral(value);
    if (text !== null) return read(text);
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  }, field);

/** A form field's text as the number `field` checks; a number given as such passes through. */
export const typedNumber = <S extends z.ZodMiniType, B = undefined>(field: S, blank?: B) =>
  typed(field, Number, numbersOnly, blank);

/**
 * A form field's text as exact decimal text ('1,001.125' gives '1001.125') for `field`, which
 * keeps decimals as text. `message` replaces numbersOnly where docs/product.md words the field's own.
 */
export const typedNumeralText = <S extends z.ZodMiniType, B = undefined>(
  field: S,
  message = numbersOnly,
  blank?: B,
) => typed(field, (text) => text, message, blank);
