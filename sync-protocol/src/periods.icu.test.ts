/**
 * The rules that take a time zone, under each ICU a driver's engine may carry (testing/icu.ts):
 * the same table of cases, worked out by hand, must hold under every one. Each behaviour gets the
 * rules freshly imported, so nothing built under another (a cached formatter) hides a failure.
 * Under 'UTC only' the engine cannot name the driver's zone: the rules count days on the device's
 * own clock, so each case runs on a device set to its zone, as a driver's phone nearly always is.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { icuBehaviours, installIcu, withDeviceZone } from './testing/icu.js';

type Rules = typeof import('./index.js');

const at = (iso: string) => new Date(iso);
const ms = (iso: string) => Date.parse(iso);

interface Case {
  name: string;
  zone: string;
  run: (rules: Rules, zone: string) => unknown;
  expected: unknown;
}

// Saturday 2026-11-21 at 03:30 UTC is still Friday evening in Chicago (UTC-6 in November).
const fridayNight = '2026-11-21T03:30:00Z';

/** The load a fill-up on Friday 20 Nov goes with, of one picked up on Friday night in Chicago. */
function fillUpOnFridayGoesWith(rules: Rules, zone: string) {
  const load = {
    id: 'a',
    status: 'picked_up' as const,
    actualPickupDate: fridayNight,
    pickupDate: fridayNight,
  };
  return rules.loadForFillUp([load], '2026-11-20', zone)?.id ?? null;
}

const cases: Case[] = [
  {
    name: 'the day an instant falls on',
    zone: 'UTC',
    run: (r, z) => r.localDate(fridayNight, z),
    expected: '2026-11-21',
  },
  {
    name: 'the day an instant falls on, west of Greenwich',
    zone: 'America/Chicago',
    run: (r, z) => r.localDate(at(fridayNight), z),
    expected: '2026-11-20',
  },
  {
    name: 'a quarter-hour zone: 23:59 and then midnight at UTC+5:45',
    zone: 'Asia/Kathmandu',
    run: (r, z) => [r.localDate('2026-11-20T18:14:00Z', z), r.localDate('2026-11-20T18:15:00Z', z)],
    expected: ['2026-11-20', '2026-11-21'],
  },
  {
    name: "a fill-up's bare date is its day in any zone",
    zone: 'Pacific/Honolulu',
    run: (r, z) => r.localDate('2026-11-20', z),
    expected: '2026-11-20',
  },
  {
    name: 'a week from Saturday, on Friday night',
    zone: 'America/Chicago',
    run: (r, z) => r.weekRange(at(fridayNight), 'saturday', z),
    expected: { start: '2026-11-14', end: '2026-11-21' },
  },
  {
    name: 'a week from Monday',
    zone: 'UTC',
    run: (r, z) => r.weekRange(at(fridayNight), 'monday', z),
    expected: { start: '2026-11-16', end: '2026-11-23' },
  },
  {
    name: 'a month across the year end: noon on New Year’s Eve in UTC is 1 am in Auckland',
    zone: 'Pacific/Auckland',
    run: (r, z) => r.monthRange(at('2026-12-31T12:00:00Z'), z),
    expected: { start: '2027-01-01', end: '2027-02-01' },
  },
  {
    name: 'the months of December',
    zone: 'UTC',
    run: (r, z) => r.monthRange(at('2026-12-31T12:00:00Z'), z),
    expected: { start: '2026-12-01', end: '2027-01-01' },
  },
  {
    name: 'a delivery at the edges of a Chicago week, end exclusive',
    zone: 'America/Chicago',
    run: (r, z) => {
      const week = r.weekRange(at(fridayNight), 'monday', z);
      return [
        '2026-11-16T05:59:00Z',
        '2026-11-16T06:00:00Z',
        '2026-11-23T05:59:00Z',
        '2026-11-23T06:00:00Z',
      ].map((instant) => r.inRange(instant, week, z));
    },
    expected: [false, true, true, false],
  },
  {
    name: 'where a day begins: the night the clocks go back, and the day after',
    zone: 'America/Chicago',
    run: (r, z) => [r.localDayStart('2026-11-01', z), r.localDayStart('2026-11-02', z)],
    expected: [ms('2026-11-01T05:00:00Z'), ms('2026-11-02T06:00:00Z')],
  },
  {
    name: 'where a day begins when the clock skips midnight (Havana goes from 23:59 to 01:00)',
    zone: 'America/Havana',
    run: (r, z) => r.localDayStart('2026-03-08', z),
    expected: ms('2026-03-08T05:00:00Z'),
  },
  {
    name: 'a biweekly pay period from Wednesday, and the dashboard window it opens',
    zone: 'America/Chicago',
    run: (r, z) => {
      const settings = {
        payPeriod: 'biweekly' as const,
        payPeriodStartDay: 'wednesday' as const,
        payWeekStart: r.payWeekStartFor('2026-11-18', 'wednesday'),
        timeZone: z,
      };
      return [
        r.payPeriodRange(at(fridayNight), settings),
        r.dashboardWindow(at(fridayNight), settings),
      ];
    },
    expected: [
      { start: '2026-11-18', end: '2026-12-02' },
      // The chart's 12 fortnights: the oldest began 11 x 14 days before 18 Nov, on 17 Jun (CDT);
      // the current one ends on 2 Dec (CST), after the month does.
      { from: '2026-06-17T05:00:00.000Z', to: '2026-12-02T06:00:00.000Z' },
    ],
  },
  {
    name: 'a fill-up on Friday goes with the load picked up on Friday evening',
    zone: 'America/Chicago',
    run: fillUpOnFridayGoesWith,
    expected: 'a',
  },
  {
    name: 'that load was picked up on Saturday in UTC: a Friday fill-up is not its',
    zone: 'UTC',
    run: fillUpOnFridayGoesWith,
    expected: null,
  },
];

describe.each(icuBehaviours)('under %s', (behaviour) => {
  let rules: Rules;
  let restore: () => void;
  beforeAll(async () => {
    restore = installIcu(behaviour);
    vi.resetModules();
    rules = await import('./index.js');
  });
  afterAll(() => restore());

  const onDevice = <T>(zone: string, fn: () => T) =>
    behaviour === 'UTC only' ? withDeviceZone(zone, fn) : fn();

  it.each(cases)('$name ($zone)', ({ zone, run, expected }) => {
    expect(onDevice(zone, () => run(rules, zone))).toEqual(expected);
  });
});

describe('time zones the engine cannot name', () => {
  it('are refused as a setting, and the days still come from the device clock', async () => {
    const restore = installIcu('UTC only');
    try {
      vi.resetModules();
      const rules: Rules = await import('./index.js');
      expect(rules.isValidTimeZone('UTC')).toBe(true);
      expect(rules.isValidTimeZone('America/Chicago')).toBe(false);
      expect(
        withDeviceZone('Asia/Tokyo', () => rules.localDate(fridayNight, 'America/Chicago')),
      ).toBe('2026-11-21');
    } finally {
      restore();
    }
  });

  it('are not valid settings under full ICU either', async () => {
    vi.resetModules();
    const rules: Rules = await import('./index.js');
    expect(rules.isValidTimeZone('America/Chicago')).toBe(true);
    expect(rules.isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
