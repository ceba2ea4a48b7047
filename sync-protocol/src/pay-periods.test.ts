import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdays, type PayPeriod, type Weekday } from './companies.js';
import {
  chartPayPeriods,
  dashboardWindow,
  payPeriodRange,
  payWeekStartFor,
  recentPayPeriods,
  type PeriodSettings,
} from './pay-periods.js';
import { addDays, instantRange, localDate, localDayStart } from './periods.js';

const chicago = (payPeriod: PayPeriod, payPeriodStartDay: Weekday = 'monday', payWeekStart = 0) =>
  ({ payPeriod, payPeriodStartDay, payWeekStart, timeZone: 'America/Chicago' }) as PeriodSettings;

const iso = (ms: number) => new Date(ms).toISOString();
const hours = (from: number, to: number) => (to - from) / 3_600_000;

describe('weekly pay periods', () => {
  // Wednesday 2026-11-18, 12:00 in Chicago (CST, UTC-6).
  const now = new Date('2026-11-18T18:00:00Z');

  it.each([
    ['monday', '2026-11-16', '2026-11-16T06:00:00.000Z', '2026-11-23T05:59:59.999Z'],
    ['tuesday', '2026-11-17', '2026-11-17T06:00:00.000Z', '2026-11-24T05:59:59.999Z'],
    ['wednesday', '2026-11-18', '2026-11-18T06:00:00.000Z', '2026-11-25T05:59:59.999Z'],
    ['thursday', '2026-11-12', '2026-11-12T06:00:00.000Z', '2026-11-19T05:59:59.999Z'],
    ['friday', '2026-11-13', '2026-11-13T06:00:00.000Z', '2026-11-20T05:59:59.999Z'],
    ['saturday', '2026-11-14', '2026-11-14T06:00:00.000Z', '2026-11-21T05:59:59.999Z'],
    ['sunday', '2026-11-15', '2026-11-15T06:00:00.000Z', '2026-11-22T05:59:59.999Z'],
  ] as const)('starting %s runs from %s, %s to %s', (day, start, first, last) => {
    const range = payPeriodRange(now, chicago('weekly', day));
    expect(range).toEqual({ start, end: addDays(start, 7) });
    const { from, to } = instantRange(range, 'America/Chicago');
    expect([iso(from), iso(to - 1)]).toEqual([first, last]);
  });

  it('follows the Hirschbach presets: OTR Wednesday to Tuesday, Dedicated Saturday to Friday', () => {
    expect(payPeriodRange(now, chicago('weekly', 'wednesday'))).toEqual({
      start: '2026-11-18',
      end: '2026-11-25',
    });
    expect(payPeriodRange(now, chicago('weekly', 'saturday'))).toEqual({
      start: '2026-11-14',
      end: '2026-11-21',
    });
  });
});

describe('biweekly pay periods', () => {
  const now = new Date('2026-11-18T18:00:00Z');

  it('alternate weeks by payWeekStart', () => {
    expect(payPeriodRange(now, chicago('biweekly', 'monday', 0))).toEqual({
      start: '2026-11-09',
      end: '2026-11-23',
    });
    expect(payPeriodRange(now, chicago('biweekly', 'monday', 1))).toEqual({
      start: '2026-11-16',
      end: '2026-11-30',
    });
  });

  it('keep their fortnight across a year end', () => {
    const settings = chicago('biweekly', 'friday', payWeekStartFor('2026-12-25', 'friday'));
    expect(payPeriodRange(new Date('2027-01-07T18:00:00Z'), settings)).toEqual({
      start: '2026-12-25',
      end: '2027-01-08',
    });
    expect(payPeriodRange(new Date('2027-01-08T18:00:00Z'), settings).start).toBe('2027-01-08');
  });

  it('start on the week the driver names, whatever the day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom(...weekdays),
        (date, day) => {
          const named = date.toISOString().slice(0, 10);
          const noon = new Date(`${named}T12:00:00Z`);
          const settings: PeriodSettings = {
            payPeriod: 'biweekly',
            payPeriodStartDay: day,
            payWeekStart: payWeekStartFor(named, day),
            timeZone: 'UTC',
          };
          const period = payPeriodRange(noon, settings);
          const week = payPeriodRange(noon, { ...settings, payPeriod: 'weekly' });
          expect(period.start).toBe(week.start);
          expect(period.end).toBe(addDays(period.start, 14));
        },
      ),
    );
  });
});

describe('monthly pay periods', () => {
  it.each([
    ['2026-11-18T18:00:00Z', '2026-11-01', '2026-12-01'],
    ['2026-12-31T23:00:00Z', '2026-12-01', '2027-01-01'],
    ['2027-01-01T05:59:00Z', '2026-12-01', '2027-01-01'],
    ['2028-02-29T12:00:00Z', '2028-02-01', '2028-03-01'],
  ])('at %s run from %s to %s in Chicago, whatever the start day', (now, start, end) => {
    for (const day of weekdays) {
      expect(payPeriodRange(new Date(now), chicago('monthly', day))).toEqual({ start, end });
    }
  });
});

describe('a DST change (America/Chicago)', () => {
  it('in March: the week of the change is 167 hours, the next starts at CDT midnight', () => {
    const before = instantRange(
      payPeriodRange(new Date('2026-03-04T18:00:00Z'), chicago('weekly')),
      'America/Chicago',
    );
    expect([iso(before.from), iso(before.to)]).toEqual([
      '2026-03-02T06:00:00.000Z',
      '2026-03-09T05:00:00.000Z',
    ]);
    expect(hours(before.from, before.to)).toBe(167);
    // Monday 00:30 CDT is the new week; Sunday 23:30 CDT is still the old one.
    expect(localDate('2026-03-09T05:30:00Z', 'America/Chicago')).toBe('2026-03-09');
    expect(payPeriodRange(new Date('2026-03-09T05:30:00Z'), chicago('weekly')).start).toBe(
      '2026-03-09',
    );
    expect(payPeriodRange(new Date('2026-03-09T04:30:00Z'), chicago('weekly')).start).toBe(
      '2026-03-02',
    );
  });

  it('in November: the week of the change is 169 hours, the next starts at CST midnight', () => {
    const week = instantRange(
      payPeriodRange(new Date('2026-10-28T18:00:00Z'), chicago('weekly')),
      'America/Chicago',
    );
    expect([iso(week.from), iso(week.to)]).toEqual([
      '2026-10-26T05:00:00.000Z',
      '2026-11-02T06:00:00.000Z',
    ]);
    expect(hours(week.from, week.to)).toBe(169);
    expect(payPeriodRange(new Date('2026-11-02T05:30:00Z'), chicago('weekly')).start).toBe(
      '2026-10-26',
    );
  });

  it('makes the month of March 743 hours and November 721', () => {
    const march = instantRange({ start: '2026-03-01', end: '2026-04-01' }, 'America/Chicago');
    const november = instantRange({ start: '2026-11-01', end: '2026-12-01' }, 'America/Chicago');
    expect(hours(march.from, march.to)).toBe(31 * 24 - 1);
    expect(hours(november.from, november.to)).toBe(30 * 24 + 1);
  });
});

describe('a driver in another time zone', () => {
  // 11:30 UTC on Sunday 2026-11-22: Monday 00:30 in Auckland (NZDT), Sunday 03:30 in Los Angeles.
  const now = new Date('2026-11-22T11:30:00Z');
  const zone = (timeZone: string): PeriodSettings => ({ ...chicago('weekly'), timeZone });

  it('counts Auckland, already on Monday, in the new week', () => {
    expect(payPeriodRange(now, zone('Pacific/Auckland'))).toEqual({
      start: '2026-11-23',
      end: '2026-11-30',
    });
    const { from } = instantRange({ start: '2026-11-23', end: '2026-11-30' }, 'Pacific/Auckland');
    expect(iso(from)).toBe('2026-11-22T11:00:00.000Z');
  });

  it('counts Los Angeles, still on Sunday, in the old week', () => {
    expect(payPeriodRange(now, zone('America/Los_Angeles'))).toEqual({
      start: '2026-11-16',
      end: '2026-11-23',
    });
    const { to } = instantRange({ start: '2026-11-16', end: '2026-11-23' }, 'America/Los_Angeles');
    expect(iso(to)).toBe('2026-11-23T08:00:00.000Z');
  });

  it('puts the end of a Los Angeles month in that month though it is the 1st in UTC', () => {
    const lastEvening = new Date('2026-12-01T07:30:00Z'); // 23:30 on 30 November in LA
    expect(
      payPeriodRange(lastEvening, { ...zone('America/Los_Angeles'), payPeriod: 'monthly' }),
    ).toEqual({ start: '2026-11-01', end: '2026-12-01' });
  });
});

describe('the last 12 pay periods', () => {
  const now = new Date('2026-11-18T18:00:00Z');

  it.each([
    ['weekly', '2026-08-31', 7],
    ['biweekly', '2026-06-08', 14],
  ] as const)('%s: twelve back to back, the current one last', (payPeriod, first, days) => {
    const periods = recentPayPeriods(now, chicago(payPeriod), chartPayPeriods);
    expect(periods).toHaveLength(12);
    expect(periods[0]!.start).toBe(first);
    expect(periods.at(-1)).toEqual(payPeriodRange(now, chicago(payPeriod)));
    periods.forEach((p, i) => {
      expect(p.end).toBe(addDays(p.start, days));
      if (i > 0) expect(p.start).toBe(periods[i - 1]!.end);
    });
  });

  it('monthly: the calendar months from December to November', () => {
    const periods = recentPayPeriods(now, chicago('monthly'), chartPayPeriods);
    expect(periods.map((p) => p.start.slice(0, 7))).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(periods.at(-1)!.end).toBe('2026-12-01');
  });

  it('are what the server fetches: the window spans them, the week and the month', () => {
    expect(dashboardWindow(now, chicago('weekly'))).toEqual({
      from: '2026-08-31T05:00:00.000Z',
      to: '2026-12-01T06:00:00.000Z',
    });
    expect(dashboardWindow(now, chicago('monthly'))).toEqual({
      from: '2025-12-01T06:00:00.000Z',
      to: '2026-12-01T06:00:00.000Z',
    });
  });
});

describe('where a local day begins', () => {
  const zones = [
    'UTC',
    'America/Chicago',
    'America/Los_Angeles',
    'Pacific/Auckland',
    'Pacific/Chatham',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'America/Havana',
    'America/Santiago',
    'Asia/Beirut',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
  ];

  it('is the first instant localDate puts on that day, in every zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const day = date.toISOString().slice(0, 10);
          const start = localDayStart(day, zone);
          expect(localDate(new Date(start), zone)).toBe(day);
          expect(localDate(new Date(start - 1), zone) < day).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is 01:00 where the clock skips midnight (Havana, 8 March 2026)', () => {
    const start = localDayStart('2026-03-08', 'America/Havana');
    expect(iso(start)).toBe('2026-03-08T05:00:00.000Z');
    expect(localDate(new Date(start - 1), 'America/Havana')).toBe('2026-03-07');
  });
});
