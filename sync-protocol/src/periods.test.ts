import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdays } from './companies.js';
import { inRange, localDate, monthRange, weekRange } from './periods.js';

describe('earnings periods', () => {
  // Saturday 2026-11-21 at 03:30 UTC is still Friday evening in Chicago.
  const now = new Date('2026-11-21T03:30:00Z');

  it('counts dates in the driver time zone', () => {
    expect(localDate(now, 'UTC')).toBe('2026-11-21');
    expect(localDate(now, 'America/Chicago')).toBe('2026-11-20');
  });

  it.each([
    ['monday', 'UTC', '2026-11-16'],
    ['saturday', 'UTC', '2026-11-21'],
    ['saturday', 'America/Chicago', '2026-11-14'],
    ['wednesday', 'America/Chicago', '2026-11-18'],
    ['sunday', 'UTC', '2026-11-15'],
  ] as const)('a week starting %s in %s began on %s', (day, tz, start) => {
    const range = weekRange(now, day, tz);
    expect(range.start).toBe(start);
    expect(Date.parse(range.end) - Date.parse(range.start)).toBe(7 * 86_400_000);
  });

  it('runs months from the 1st, across the year end', () => {
    expect(monthRange(now, 'UTC')).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(monthRange(new Date('2026-12-31T12:00:00Z'), 'UTC')).toEqual({
      start: '2026-12-01',
      end: '2027-01-01',
    });
  });

  it('puts an instant in a period by its local date, end exclusive', () => {
    const week = weekRange(now, 'monday', 'America/Chicago');
    expect(inRange('2026-11-16T06:00:00Z', week, 'America/Chicago')).toBe(true);
    expect(inRange('2026-11-16T05:59:00Z', week, 'America/Chicago')).toBe(false);
    expect(inRange('2026-11-23T05:59:00Z', week, 'America/Chicago')).toBe(true);
    expect(inRange('2026-11-23T06:00:00Z', week, 'America/Chicago')).toBe(false);
  });

  it('always starts the week on the chosen day, within the last 7 days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom(...weekdays),
        fc.constantFrom('UTC', 'America/Chicago', 'America/Los_Angeles', 'Pacific/Honolulu'),
        (instant, day, tz) => {
          const { start } = weekRange(instant, day, tz);
          const today = localDate(instant, tz);
          const weekday = weekdays[(new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7];
          expect(weekday).toBe(day);
          expect(start <= today).toBe(true);
          expect(Date.parse(today) - Date.parse(start)).toBeLessThan(7 * 86_400_000);
        },
      ),
    );
  });
});
