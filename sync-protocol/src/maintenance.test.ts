import { describe, expect, it } from 'vitest';
import { numbersOnly } from './typed-number.js';
import {
  currentOdometer,
  dueStatus,
  maintenanceItemFieldsSchema,
  maintenanceItemFormSchema,
  maintenanceMessages,
  newMaintenanceCostSchema,
} from './maintenance.js';

const oil = {
  intervalMiles: 15_000,
  intervalDays: null,
  lastServiceOdometer: 100_000,
  lastServiceDate: null,
};
const dot = {
  intervalMiles: null,
  intervalDays: 365,
  lastServiceOdometer: null,
  lastServiceDate: '2026-01-15',
};
const pm = {
  intervalMiles: 25_000,
  intervalDays: 90,
  lastServiceOdometer: 100_000,
  lastServiceDate: '2026-10-01',
};

describe('due and overdue by miles', () => {
  it.each([
    [100_000, 'ok', 15_000],
    [113_999, 'ok', 1_001],
    [114_000, 'dueSoon', 1_000],
    [114_050, 'dueSoon', 950],
    [115_000, 'dueSoon', 0],
    [115_001, 'overdue', -1],
  ] as const)('an oil change every 15,000 mi at %i mi is %s', (odometer, state, milesLeft) => {
    expect(dueStatus(oil, odometer, '2026-11-22')).toEqual({ state, milesLeft, daysLeft: null });
  });

  it('gives a short interval a tenth of it as leeway', () => {
    const short = { ...oil, intervalMiles: 5_000 };
    expect(dueStatus(short, 104_499, '2026-11-22').state).toBe('ok');
    expect(dueStatus(short, 104_500, '2026-11-22').state).toBe('dueSoon');
  });

  it('is unknown without a reading or a last service to count from', () => {
    expect(dueStatus(oil, null, '2026-11-22').state).toBe('unknown');
    expect(dueStatus({ ...oil, lastServiceOdometer: null }, 120_000, '2026-11-22').state).toBe(
      'unknown',
    );
  });
});

describe('due and overdue by date', () => {
  it.each([
    ['2026-12-15', 'ok', 31],
    ['2026-12-16', 'dueSoon', 30],
    ['2027-01-15', 'dueSoon', 0],
    ['2027-01-16', 'overdue', -1],
  ] as const)('a DOT inspection done Jan 15 on %s is %s', (today, state, daysLeft) => {
    expect(dueStatus(dot, 500_000, today)).toEqual({ state, milesLeft: null, daysLeft });
  });
});

describe('items with miles and days', () => {
  it('take the worse of the two', () => {
    expect(dueStatus(pm, 110_000, '2026-10-20').state).toBe('ok');
    expect(dueStatus(pm, 124_500, '2026-10-20').state).toBe('dueSoon');
    expect(dueStatus(pm, 110_000, '2026-12-25')).toMatchObject({ state: 'dueSoon', daysLeft: 5 });
    expect(dueStatus(pm, 126_000, '2026-12-25').state).toBe('overdue');
    expect(dueStatus(pm, 110_000, '2027-01-01').state).toBe('overdue');
  });
});

describe('the current odometer', () => {
  it('is the highest reading logged, or unknown', () => {
    expect(currentOdometer([120_000, null, 118_500, undefined])).toBe(120_000);
    expect(currentOdometer([])).toBeNull();
  });
});

describe('what the tracker accepts', () => {
  const item = { name: 'Oil and filters', ...oil };
  it('needs a name and at least one interval', () => {
    const none = maintenanceItemFieldsSchema.safeParse({ ...item, intervalMiles: null });
    expect(none.error?.issues[0]?.message).toBe(maintenanceMessages.intervalRequired);
    const nameless = maintenanceItemFieldsSchema.safeParse({ ...item, name: ' ' });
    expect(nameless.error?.issues[0]?.message).toBe(maintenanceMessages.nameRequired);
    expect(maintenanceItemFieldsSchema.safeParse(item).success).toBe(true);
  });

  it('takes costs in exact cents', () => {
    const cost = {
      id: '0192f0a4-0000-7000-8000-000000000001',
      date: '2026-11-20',
      description: 'Oil change',
      amount: '412.50',
    };
    expect(newMaintenanceCostSchema.safeParse(cost).success).toBe(true);
    const cents = newMaintenanceCostSchema.safeParse({ ...cost, amount: '412.505' });
    expect(cents.error?.issues[0]?.message).toBe(maintenanceMessages.amountInvalid);
  });

  it('reads the form as typed: separators kept apart, stray characters refused', () => {
    const typed = { ...item, intervalMiles: '15,000', intervalDays: '', lastServiceOdometer: '' };
    expect(maintenanceItemFormSchema.parse(typed)).toMatchObject({
      intervalMiles: 15_000,
      intervalDays: null,
      lastServiceOdometer: null,
    });
    const stray = maintenanceItemFormSchema.safeParse({ ...typed, intervalMiles: '15,00' });
    expect(stray.error?.issues.map((i) => i.message)).toEqual([numbersOnly]);
  });

  it('reads a cost as typed', () => {
    const cost = {
      id: '0192f0a4-0000-7000-8000-000000000001',
      date: '2026-11-20',
      description: 'Tires',
      amount: '1,250.00',
      odometer: '120,500',
    };
    expect(newMaintenanceCostSchema.parse(cost)).toMatchObject({
      amount: '1250.00',
      odometer: '120500',
    });
    const stray = newMaintenanceCostSchema.safeParse({ ...cost, odometer: '12,05' });
    expect(stray.error?.issues.map((i) => i.message)).toEqual([numbersOnly]);
  });
});
