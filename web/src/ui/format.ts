/** US English formats (docs/product.md §9: currency US dollars, dates in US English). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const longDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

export const formatUsd = (amount: number) => usd.format(amount);

/**
 * Exact dollars as text ("1234.56") in US format. Intl formats a decimal string without passing
 * through a binary float, so a figure the rules kept exact is shown exactly.
 */
export const formatDollars = (amount: string) => usd.format(amount as unknown as number);

export const formatLoadsDelivered = (loads: number) =>
  `${whole.format(loads)} ${loads === 1 ? 'load' : 'loads'} delivered`;

/** "Friday, November 21, 2025". */
export const formatLongDate = (date: Date) => longDateFormat.format(date);

/**
 * The device's time zone. Asking for it builds an Intl.DateTimeFormat, which is slow (on /fuel's
 * first render, one per date shown: 6 ms of the start on this host, 40 ms on a phone), so the
 * answer is kept until the current task ends: a list renders with one look-up, and a driver who
 * crosses into another zone gets it on the next task.
 */
let zone: string | undefined;

export function deviceTimeZone(): string {
  if (zone === undefined) {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setTimeout(() => {
      zone = undefined;
    }, 0);
  }
  return zone;
}
