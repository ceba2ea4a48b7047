/**
 * The one range of dates Haulbook takes, for every date field of every call and form: 2000-01-01
 * to 2100-12-31. Anything outside is a typo (a year 0, a year 10000), and letting it in stored a
 * load dated year +10000 that its own edit then refused.
 *
 * A calendar day ('2026-11-18') and a wall-clock time with no zone (a form's 'T14:00') are judged
 * by their day as written. An instant with a zone is judged in UTC, because that is how it is
 * stored ('2100-12-31T23:00-05:00' is stored as 2101-01-01T04:00Z): whatever passes is stored
 * inside the range, so the stored value passes again when it is sent back.
 */
import * as z from 'zod/mini';

export const firstDay = '2000-01-01';
export const lastDay = '2100-12-31';

/** '<field> must be between 2000-01-01 and 2100-12-31'. */
export const outsideDateRange = (field: string) =>
  `${field} must be between ${firstDay} and ${lastDay}`;

const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const firstInstant = Date.UTC(2000, 0, 1);
const afterLastInstant = Date.UTC(2101, 0, 1);

/** True when a date, a wall-clock time or an instant (ISO 8601) lies inside the range. */
export function inDateRange(value: string): boolean {
  if (!zoned.test(value)) {
    const day = value.slice(0, 10);
    return day >= firstDay && day <= lastDay;
  }
  const instant = Date.parse(value);
  return instant >= firstInstant && instant < afterLastInstant;
}

/**
 * The range check of a date field, with the message naming it: `.check(dateInRange('Date'))`.
 * It speaks only of a date its format check took: a malformed one gets the format's message alone.
 */
export const dateInRange = (field: string) =>
  z.refine<string>((value) => inDateRange(value), {
    message: outsideDateRange(field),
    when: (payload) => payload.issues.length === 0,
  });
