/**
 * Money as paperwork prints it, read exactly (docs/architecture.md, Money and numbers): '$1,250.00',
 * '1,250.00', 'USD 1250', and what OCR makes of them ('S1,250.00', '$1.250.00', '1,250,00'). An
 * amount comes back as decimal text at 2 places built from the printed digits, never through a
 * binary float. A figure with a unit after it ('$2.50/mi', '$50/hr', '38,420 lbs', '14%') is a
 * rate or a measure, never an amount, so it is not found at all.
 */
import * as z from 'zod/mini';
import { decimalToScaled, scaledToDecimal } from './decimal.js';
import { deferred } from './deferred.js';
import { newLoadSchema } from './loads.js';
import { lookbehindOr } from './lookbehind.js';

export interface AmountMatch {
  /** Dollars at 2 places: '1250.00'. */
  amount: string;
  index: number;
  length: number;
  /** Printed as money ($, USD or cents): a bare whole number may as well be miles or pounds. */
  marked: boolean;
}

/**
 * A currency mark (OCR reads '$' as 'S' before a digit), whole dollars grouped by ',' or OCR's '.',
 * then cents after '.' or OCR's ','. Never the middle of a longer figure, a date or a time.
 */
const amountTail = String.raw`(?:(USD|usd|US\$|\$|S(?=\s?\d))\s?)?(\d{1,3}(?:[,.]\d{3})+|\d+)(?:[.,](\d{2}))?(?!\d|[.,/:]\d)(\s?(?:USD|usd)\b)?`;
const amountPattern = lookbehindOr(String.raw`(?<![\w$.,/-]|\d:)` + amountTail, amountTail, 'g');

/** What follows a rate or a measure: '/mi', 'per hour', 'x 500 mi', 'lbs', '%'. */
const unitAfter =
  /^\s*(?:\/\s*(?!load\b|trip\b)[a-z]|(?:per|a|an|each)\s+(?:mile|mi|hour|hr|day|stop|pallet|lb)|(?:cpm|rpm)\b|[x×*]\s*\d|%|(?:lbs?|pounds|kgs?|mi(?:les?)?|km|gal(?:lons?)?|pcs|pieces|pallets|plts|skids|cases|ft|hrs?|hours?|days?)\b)/i;
/** '@ $2.50': a rate, whatever follows it. */
const rateBefore = /@\s*$/;
/** '(800) 555-0142', '800-555-0142': blanked out before amounts are looked for. */
const phoneNumber = /\(?\b\d{3}\)?[\s.-]?\d{3}[.-]\d{4}\b/g;

/** Every amount in a line of text, in order, with where it is; rates and measures left out. */
export function findAmounts(line: string): AmountMatch[] {
  const text = line.replace(phoneNumber, (phone) => ' '.repeat(phone.length));
  const found: AmountMatch[] = [];
  for (const m of text.matchAll(amountPattern)) {
    const [whole, mark, dollars, cents, markAfter] = m;
    const end = m.index + whole.length;
    if (unitAfter.test(text.slice(end)) || rateBefore.test(text.slice(0, m.index))) continue;
    const digits = `${dollars!.replace(/[,.]/g, '')}.${cents ?? '00'}`;
    if (digits.length > 15) continue;
    found.push({
      amount: scaledToDecimal(decimalToScaled(digits, 2), 2),
      index: m.index,
      length: whole.trimEnd().length,
      marked: Boolean(mark || cents || markAfter),
    });
  }
  return found;
}

/** No load pays less than $20.00: a smaller figure is a rate per mile or hour without its unit. */
export const leastLoadPayCents = 20_00;

/**
 * What a load pays as extraction reads it: decimal text at 2 places, at least leastLoadPayCents,
 * and a figure the form's Load pays accepts (its own rule, so the two cannot drift apart).
 */
export const readPaySchema = deferred(() =>
  z.string().check(
    z.regex(/^\d{1,12}\.\d{2}$/),
    z.refine((text) => decimalToScaled(text, 2) >= leastLoadPayCents),
    z.refine((text) => newLoadSchema.shape.grossAmount.safeParse(Number(text)).success),
  ),
);

/** Whether an amount read could be what a load pays. */
export const isLoadPay = (amount: string) => readPaySchema.safeParse(amount).success;
