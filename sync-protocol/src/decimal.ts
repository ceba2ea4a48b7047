/**
 * Exact decimals as scaled integers (docs/architecture.md, Money and numbers): "12.345" at 3 places is
 * 12345. Parsing works on the decimal text, never through a binary float, so nothing drifts.
 */
const decimalPattern = /^(-)?(\d+)(?:\.(\d+))?$/;

export class DecimalError extends Error {}

/** "0.45" at 3 places -> 450. Throws when the text has more places than allowed. */
export function decimalToScaled(value: string | number, places: number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = decimalPattern.exec(text);
  if (!match) throw new DecimalError(`Not a decimal number: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > places) {
    throw new DecimalError(`More than ${places} decimal places: ${text}`);
  }
  const scaled = Number(whole + fraction.padEnd(places, '0'));
  if (!Number.isSafeInteger(scaled)) throw new DecimalError(`Number too large: ${text}`);
  return sign && scaled !== 0 ? -scaled : scaled;
}

/** 450 at 3 places -> "0.450". */
export function scaledToDecimal(scaled: number, places: number): string {
  const negative = scaled < 0;
  const digits = String(Math.abs(scaled)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}

/** True when the text is a non-negative decimal with at most `places` places. */
export function hasAtMostPlaces(text: string, places: number): boolean {
  const match = decimalPattern.exec(text.trim());
  return match !== null && !match[1] && (match[3] ?? '').length <= places;
}

/**
 * Dollars already checked to have at most 2 places (a stored revenue) as exact cents. Up to
 * 2^53 / 100 the float product's error is far below half a cent, so rounding gives the exact cents
 * without parsing text: the dashboard does this for thousands of loads.
 */
export function dollarsToCents(dollars: number): number {
  const cents = Math.round(dollars * 100);
  if (!Number.isSafeInteger(cents)) throw new DecimalError(`Number too large: ${dollars}`);
  return cents;
}

/** Integer division rounding half away from zero. */
export function divRound(numerator: number, denominator: number): number {
  const q = Math.floor(Math.abs(numerator) / denominator + 0.5);
  return numerator < 0 ? -q : q;
}
