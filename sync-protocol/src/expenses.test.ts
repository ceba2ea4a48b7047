import { describe, expect, it } from 'vitest';
import { expenseCategories, expenseCategoryLabels } from './expense-records.js';
import {
  expenseFieldsSchema,
  expenseMessages,
  expenseTotals,
  newExpenseSchema,
} from './expenses.js';
import { jurisdictionMessages } from './jurisdictions.js';

const loadId = '0192f3a0-0000-7000-8000-000000000001';
const fields = { date: '2026-11-20', category: 'tolls', amount: '18.50' };
const messageOf = (input: object) =>
  expenseFieldsSchema.safeParse({ ...fields, ...input }).error?.issues[0]?.message;

describe('an expense as a call sends it', () => {
  it('reads a multipart body, all text, with empty fields as none', () => {
    const parsed = newExpenseSchema.parse({
      id: loadId,
      ...fields,
      amount: '18.5',
      loadId: '',
      jurisdiction: '',
      notes: '',
    });
    expect(parsed).toEqual({
      id: loadId,
      ...fields,
      amount: '18.50',
      loadId: null,
      jurisdiction: null,
      notes: '',
    });
  });

  it('reads JSON with the amount as a number and the optional fields left out or null', () => {
    expect(expenseFieldsSchema.parse({ ...fields, amount: 7, loadId: null })).toEqual({
      ...fields,
      amount: '7.00',
      loadId: null,
      jurisdiction: null,
      notes: '',
    });
    expect(
      expenseFieldsSchema.parse({ ...fields, loadId, jurisdiction: 'OK', notes: ' Turnpike ' }),
    ).toMatchObject({ loadId, jurisdiction: 'OK', notes: 'Turnpike' });
  });

  it.each([
    ['no category', { category: undefined }, expenseMessages.categoryInvalid],
    ['a category that is not one', { category: 'fuel' }, expenseMessages.categoryInvalid],
    ['a zero amount', { amount: '0' }, expenseMessages.amountInvalid],
    ['an amount past the cent', { amount: '1.005' }, expenseMessages.amountInvalid],
    ['an amount over $100,000', { amount: '100000.01' }, expenseMessages.amountInvalid],
    ['a negative amount', { amount: -5 }, expenseMessages.amountInvalid],
    ['a date that is not one', { date: '2026-02-30' }, expenseMessages.dateInvalid],
    ['a year 0 typo', { date: '0026-11-20' }, 'Date must be between 2000-01-01 and 2100-12-31'],
    ['a load that is not an id', { loadId: 'LS-4490' }, expenseMessages.loadInvalid],
    ['a state that is not one', { jurisdiction: 'ZZ' }, jurisdictionMessages.invalid],
    ['notes past 500 characters', { notes: 'x'.repeat(501) }, expenseMessages.notesTooLong],
  ])('refuses %s', (_, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('takes the largest amount and notes of 500 characters', () => {
    expect(messageOf({ amount: '100000', notes: 'x'.repeat(500) })).toBeUndefined();
  });
});

describe('expenseTotals', () => {
  const expenses = [
    { date: '2026-10-31', category: 'tolls', amount: '40.00' },
    { date: '2026-11-01', category: 'tolls', amount: '18.50' },
    { date: '2026-11-14', category: 'tolls', amount: '12.75' },
    { date: '2026-11-14', category: 'scales', amount: '12.00' },
    { date: '2026-11-30', category: 'meals', amount: '9.99' },
    { date: '2026-12-01', category: 'lumper', amount: '150.00' },
  ] as const;

  it("adds November's expenses to the cent, by category, leaving the days around it out", () => {
    // Tolls 18.50 + 12.75 = 31.25; scales 12.00; meals 9.99; in all 31.25 + 12.00 + 9.99 = 53.24.
    const totals = expenseTotals(expenses, { start: '2026-11-01', end: '2026-12-01' });
    expect(totals.totalCents).toBe(5324);
    expect(totals.byCategoryCents).toEqual({
      tolls: 3125,
      scales: 1200,
      parking: 0,
      lumper: 0,
      repairs: 0,
      tires: 0,
      insurance: 0,
      permits: 0,
      truck_payment: 0,
      meals: 999,
      other: 0,
    });
  });

  it('adds every expense without a range, and has every category at 0 with none', () => {
    // 40.00 + 53.24 + 150.00 = 243.24.
    expect(expenseTotals(expenses).totalCents).toBe(24324);
    const none = expenseTotals([]);
    expect(none.totalCents).toBe(0);
    expect(Object.keys(none.byCategoryCents)).toEqual([...expenseCategories]);
  });

  it('counts a category this release does not know as Other, so no money goes missing', () => {
    const later = [{ date: '2026-11-02', category: 'wash', amount: '35.00' }];
    expect(expenseTotals(later as never).byCategoryCents.other).toBe(3500);
  });
});

it('labels every category, in the order the form lists them', () => {
  expect(expenseCategories.map((c) => expenseCategoryLabels[c])).toEqual([
    'Tolls',
    'Scales',
    'Parking',
    'Lumper',
    'Repairs',
    'Tires',
    'Insurance',
    'Permits',
    'Truck payment',
    'Meals',
    'Other',
  ]);
});
