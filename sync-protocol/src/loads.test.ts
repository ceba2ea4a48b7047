import { describe, expect, it } from 'vitest';
import {
  loadActions,
  loadMessages,
  loadStats,
  loadStatsDays,
  loadStatuses,
  newLoadSchema,
  statusMoveRefusal,
} from './loads.js';
import {
  loadCounterExamples,
  loadCounterExpected,
  loadCounterNow,
  loadCounterSettings,
} from './load-counter-examples.js';

const good = {
  id: '0192f3a0-0000-7000-8000-000000000001',
  pickupCity: 'Joplin',
  pickupState: 'MO',
  deliveryCity: 'Dallas',
  deliveryState: 'TX',
  pickupDate: '2026-11-18T14:00:00.000Z',
  deliveryDate: '2026-11-19T20:00:00.000Z',
  loadedMiles: 420,
  emptyMiles: 35,
  revenue: 1250.5,
};

const messageOf = (input: object) => {
  const result = newLoadSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('a new load', () => {
  it('accepts a complete load and defaults empty miles to 0', () => {
    const { emptyMiles: _, ...withoutEmpty } = good;
    expect(newLoadSchema.parse(withoutEmpty).emptyMiles).toBe(0);
  });

  it.each([
    [{ pickupDate: undefined }, loadMessages.pickupDateRequired],
    [{ deliveryDate: '' }, loadMessages.deliveryDateRequired],
    [{ pickupDate: '11/18/2026' }, loadMessages.pickupDateFormat],
    [{ deliveryDate: '2026-11-17T00:00:00Z' }, loadMessages.deliveryBeforePickup],
    [{ pickupState: 'ZZ' }, loadMessages.pickupStateRequired],
    [{ deliveryState: 'DC' }, loadMessages.deliveryStateRequired],
    [{ loadedMiles: -1 }, loadMessages.milesNegative],
    [{ emptyMiles: -5 }, loadMessages.milesNegative],
    [{ loadedMiles: 10.5 }, loadMessages.milesWhole],
    [{ revenue: 10.555 }, loadMessages.revenueInvalid],
    [{ revenue: -1 }, loadMessages.revenueInvalid],
  ])('rejects %j with "%s"', (change, message) => {
    expect(messageOf({ ...good, ...change })).toBe(message);
  });
});

describe('load status', () => {
  it('moves one step forward at a time, and cancels until delivered', () => {
    const refused = loadStatuses.flatMap((from) =>
      loadStatuses.map((to) => `${from}->${to}: ${statusMoveRefusal(from, to) ?? 'allowed'}`),
    );
    expect(refused).toEqual([
      'pending->pending: allowed',
      'pending->picked_up: allowed',
      'pending->delivered: This load has not been picked up yet',
      'pending->cancelled: allowed',
      'picked_up->pending: This load is already picked up',
      'picked_up->picked_up: allowed',
      'picked_up->delivered: allowed',
      'picked_up->cancelled: allowed',
      'delivered->pending: This load is already delivered',
      'delivered->picked_up: This load is already delivered',
      'delivered->delivered: allowed',
      'delivered->cancelled: A delivered load cannot be cancelled',
      'cancelled->pending: This load was cancelled',
      'cancelled->picked_up: This load was cancelled',
      'cancelled->delivered: This load was cancelled',
      'cancelled->cancelled: This load was cancelled',
    ]);
  });

  it.each([
    ['pending', { canPickUp: true, canDeliver: false, canCancel: true }],
    ['picked_up', { canPickUp: false, canDeliver: true, canCancel: true }],
    ['delivered', { canPickUp: false, canDeliver: false, canCancel: false }],
    ['cancelled', { canPickUp: false, canDeliver: false, canCancel: false }],
  ] as const)('enables the right buttons when %s', (status, actions) => {
    expect(loadActions(status)).toEqual(actions);
  });
});

describe('load counters', () => {
  const now = new Date('2026-11-21T15:00:00Z'); // Saturday
  const settings = { payPeriodStartDay: 'monday' as const, timeZone: 'America/Chicago' };
  const load = (
    status: 'pending' | 'picked_up' | 'delivered',
    pickupDate: string,
    deliveryDate: string,
  ) => ({ status, pickupDate, deliveryDate });

  it('counts delivered by delivery date and active by pickup or delivery date', () => {
    const stats = loadStats(
      [
        load('delivered', '2026-11-17T12:00:00Z', '2026-11-18T12:00:00Z'),
        load('delivered', '2026-11-02T12:00:00Z', '2026-11-03T12:00:00Z'),
        load('delivered', '2026-10-30T12:00:00Z', '2026-10-31T12:00:00Z'),
        load('picked_up', '2026-11-20T12:00:00Z', '2026-11-24T12:00:00Z'),
        load('pending', '2026-11-20T12:00:00Z', '2026-11-21T12:00:00Z'),
      ],
      now,
      settings,
    );
    expect(stats).toEqual({
      weeklyDelivered: 1,
      weeklyActive: 1,
      monthlyDelivered: 2,
      monthlyActive: 1,
    });
  });

  it('moves a Sunday-night delivery with the driver week start', () => {
    const sundayNight = [load('delivered', '2026-11-15T20:00:00Z', '2026-11-16T04:00:00Z')]; // Sun 22:00 Chicago
    expect(loadStats(sundayNight, now, settings).weeklyDelivered).toBe(0);
    expect(
      loadStats(sundayNight, now, { ...settings, payPeriodStartDay: 'sunday' }).weeklyDelivered,
    ).toBe(1);
  });
});

describe('load counters with actual pickup and delivery times (examples shared with api and web)', () => {
  const now = new Date(loadCounterNow);
  const stored = loadCounterExamples.map((e) => ({
    status: e.status,
    pickupDate: e.pickupDate,
    deliveryDate: e.deliveryDate,
    actualPickupDate: e.pickedUpAt ?? null,
    actualDeliveryDate: e.deliveredAt ?? null,
  }));

  it('counts every example as its reason says', () => {
    expect(loadStats(stored, now, loadCounterSettings)).toEqual(loadCounterExpected);
  });

  it.each(loadCounterExamples.map((e, i) => [e.why, i] as const))('%s', (_why, i) => {
    const counted = loadStats([stored[i]!], now, loadCounterSettings);
    const ones = Object.entries(counted)
      .filter(([, n]) => n === 1)
      .map(([key]) => key);
    expect(ones.sort()).toEqual([...loadCounterExamples[i]!.counts].sort());
  });
});

describe('the days the counters look at', () => {
  const at = (iso: string) =>
    loadStatsDays(new Date(iso), { payPeriodStartDay: 'monday', timeZone: 'America/Chicago' });

  it('are this month when the pay week lies inside it', () => {
    expect(at('2026-11-20T18:00:00Z')).toEqual({ start: '2026-11-01', end: '2026-12-01' });
  });

  it('reach back to a pay week that began last month, and on to one that ends next month', () => {
    expect(at('2026-12-02T18:00:00Z')).toEqual({ start: '2026-11-30', end: '2027-01-01' });
    expect(at('2026-11-30T18:00:00Z')).toEqual({ start: '2026-11-01', end: '2026-12-07' });
  });

  it("are the days of the driver's zone: 9 pm on 30 November in Chicago is still November", () => {
    expect(at('2026-12-01T03:00:00Z')).toEqual({ start: '2026-11-01', end: '2026-12-07' });
  });
});
