/**
 * Calendar quarters as IFTA files them: "2026-Q3" is July 1 to September 30. A quarter is named
 * by its text everywhere (the report's query, a rate's quarter) and compared as local dates.
 */
import * as z from 'zod/mini';
import { deferred } from './deferred.js';
import { addMonths, type DateRange } from './periods.js';

export const quarterPattern = /^(\d{4})-Q([1-4])$/;

export const quarterMessage = 'Quarter must look like 2026-Q3';

export const quarterSchema = deferred(() =>
  z.string({ error: quarterMessage }).check(
    z.regex(quarterPattern, quarterMessage),
    z.refine((q) => {
      const year = Number(q.slice(0, 4));
      return year >= 2000 && year <= 2100;
    }, quarterMessage),
  ),
);

/** The quarter's first day and the first day after it. */
export function quarterRange(quarter: string): DateRange {
  const match = quarterPattern.exec(quarter);
  if (!match) throw new RangeError(`Not a quarter: ${quarter}`);
  const month = (Number(match[2]) - 1) * 3 + 1;
  const start = `${match[1]}-${String(month).padStart(2, '0')}-01`;
  return { start, end: addMonths(start, 3) };
}

/** The quarter a calendar day (YYYY-MM-DD) falls in. */
export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

/** The quarter before, for the report screen's arrows: 2026-Q1 gives 2025-Q4. */
export function previousQuarter(quarter: string): string {
  return quarterOf(addMonths(quarterRange(quarter).start, -3));
}

export function nextQuarter(quarter: string): string {
  return quarterOf(quarterRange(quarter).end);
}
