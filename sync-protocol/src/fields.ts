/**
 * Field builders for request bodies whose values end up in database columns. Every value they
 * accept fits its column (PostgreSQL integer is 32-bit; text refuses NUL), so a value the device
 * accepted offline can never fail on the server with a 500 and block the outbox behind it.
 * Exact decimals come out as canonical text at their places ("0.45" -> "0.450"), never as floats.
 */
import * as z from 'zod/mini';
import { DecimalError, decimalToScaled, hasAtMostPlaces, scaledToDecimal } from './decimal.js';
import { singleLine } from './text.js';

interface DecimalBounds {
  places: number;
  /** Smallest allowed value, as decimal text ("0.001"). */
  min: string;
  /** Largest allowed value, as decimal text ("100"). */
  max: string;
  /** Shown for anything else: missing, not a number, too many places, out of bounds. */
  message: string;
}

/** A number or its decimal text, e.g. from JSON or a form: 12.5 and "12.5" read alike. */
const asText = (value: string | number) =>
  typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();

/** The scaled value of in-bounds text, or null; digits beyond a float's exact range are refused. */
function scaledWithin(text: string, bounds: DecimalBounds): number | null {
  if (!hasAtMostPlaces(text, bounds.places)) return null;
  let scaled: number;
  try {
    scaled = decimalToScaled(text, bounds.places);
  } catch (error) {
    if (error instanceof DecimalError) return null;
    throw error;
  }
  const min = decimalToScaled(bounds.min, bounds.places);
  const max = decimalToScaled(bounds.max, bounds.places);
  return scaled >= min && scaled <= max ? scaled : null;
}

/** An exact decimal within bounds, given as a number or text; output is canonical text. */
export const decimalField = (bounds: DecimalBounds) => {
  const text = z.pipe(
    z.union([z.string(), z.number()], { error: bounds.message }),
    z.transform(asText),
  );
  return z.pipe(
    text.check(z.refine((v) => scaledWithin(v, bounds) !== null, bounds.message)),
    z.transform((v) => scaledToDecimal(decimalToScaled(v, bounds.places), bounds.places)),
  );
};

/** A whole number from 0 to `max` (miles, an order): one message for every way it is wrong. */
export const wholeNumberField = (max: number, message: string) =>
  z
    .number({ error: message })
    .check(z.int(message), z.minimum(0, message), z.maximum(max, message));

/** An optional whole number: absent or null both mean "none" (no limit) and come out as null. */
export const optionalWholeNumberField = (max: number, message: string) =>
  z.pipe(
    z.nullish(wholeNumberField(max, message)),
    z.transform((v) => v ?? null),
  );

/** Optional one-line text: trimmed, bounded, no control characters; empty comes out as null. */
export const optionalTextField = (max: number, name: string) =>
  z.pipe(
    z.nullish(
      singleLine(
        z
          .string({ error: `${name} must be text` })
          .check(z.trim(), z.maxLength(max, `${name} must be at most ${max} characters`)),
      ),
    ),
    z.transform((v) => (v ? v : null)),
  );
