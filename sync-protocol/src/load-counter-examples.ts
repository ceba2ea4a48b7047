/**
 * Worked examples of the load counters with actual pickup and delivery times. The device's screen
 * test, the server's stats test and the rule's own test all check these same examples, so the two
 * sides cannot drift. `pickedUpAt` / `deliveredAt` are when the driver tapped Picked Up / Delivered;
 * absent, the load was stored before those times were kept, and its scheduled dates stand in.
 */
import type { LoadStats } from './loads.js';

export interface LoadCounterExample {
  why: string;
  status: 'pending' | 'picked_up' | 'delivered';
  pickupDate: string;
  deliveryDate: string;
  pickedUpAt?: string;
  deliveredAt?: string;
  /** The counters this load adds one to. */
  counts: (keyof LoadStats)[];
}

/** Saturday 21 November 2026; the week starts on Monday the 16th, in UTC. */
export const loadCounterNow = '2026-11-21T15:00:00.000Z';
export const loadCounterSettings = { payPeriodStartDay: 'monday', timeZone: 'UTC' } as const;

export const loadCounterExamples: readonly LoadCounterExample[] = [
  {
    why: 'picked up this morning though scheduled for next week: active this week',
    status: 'picked_up',
    pickupDate: '2026-11-25T14:00:00.000Z',
    deliveryDate: '2026-11-26T20:00:00.000Z',
    pickedUpAt: '2026-11-21T13:00:00.000Z',
    counts: ['weeklyActive', 'monthlyActive'],
  },
  {
    why: 'delivered this morning though scheduled for next month: delivered this week',
    status: 'delivered',
    pickupDate: '2026-12-01T10:00:00.000Z',
    deliveryDate: '2026-12-02T10:00:00.000Z',
    pickedUpAt: '2026-11-20T08:00:00.000Z',
    deliveredAt: '2026-11-21T09:00:00.000Z',
    counts: ['weeklyDelivered', 'monthlyDelivered'],
  },
  {
    why: 'delivered last month though scheduled for this week: not this week or month',
    status: 'delivered',
    pickupDate: '2026-11-17T10:00:00.000Z',
    deliveryDate: '2026-11-18T10:00:00.000Z',
    pickedUpAt: '2026-10-29T10:00:00.000Z',
    deliveredAt: '2026-10-30T10:00:00.000Z',
    counts: [],
  },
  {
    why: 'delivered with no time kept: its scheduled delivery this week stands in',
    status: 'delivered',
    pickupDate: '2026-11-16T10:00:00.000Z',
    deliveryDate: '2026-11-18T10:00:00.000Z',
    counts: ['weeklyDelivered', 'monthlyDelivered'],
  },
  {
    why: 'picked up in October, still rolling, due next week: active this week and month',
    status: 'picked_up',
    pickupDate: '2026-10-28T10:00:00.000Z',
    deliveryDate: '2026-11-24T10:00:00.000Z',
    pickedUpAt: '2026-10-28T11:00:00.000Z',
    counts: ['weeklyActive', 'monthlyActive'],
  },
  {
    why: 'picked up and due in October, never marked delivered: not active now',
    status: 'picked_up',
    pickupDate: '2026-10-05T10:00:00.000Z',
    deliveryDate: '2026-10-07T10:00:00.000Z',
    pickedUpAt: '2026-10-05T10:00:00.000Z',
    counts: [],
  },
  {
    why: 'pending, scheduled this week: not counted',
    status: 'pending',
    pickupDate: '2026-11-19T10:00:00.000Z',
    deliveryDate: '2026-11-20T10:00:00.000Z',
    counts: [],
  },
];

export const loadCounterExpected: LoadStats = {
  weeklyDelivered: 2,
  weeklyActive: 2,
  monthlyDelivered: 2,
  monthlyActive: 2,
};
