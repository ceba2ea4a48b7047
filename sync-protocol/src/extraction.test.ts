import { describe, expect, it } from 'vitest';
import {
  cityCase,
  completeMiles,
  extractedLoadSchema,
  findDates,
  readDate,
  readMiles,
  readPlace,
} from './extraction.js';
import { findAmounts, isLoadPay } from './extraction-money.js';

describe('readPlace: docs/product.md §7 City, ST', () => {
  it.each([
    ['Joplin, MO', { city: 'Joplin', state: 'MO' }],
    ['Salt Lake City, UT 84104', { city: 'Salt Lake City', state: 'UT' }],
    ['OKLAHOMA CITY, ok', { city: 'Oklahoma City', state: 'OK' }],
    ['  St. Louis ,MO 63101-1234 ', { city: 'St. Louis', state: 'MO' }],
    ['Winston-Salem, NC', { city: 'Winston-Salem', state: 'NC' }],
  ])('reads %j', (text, place) => {
    expect(readPlace(text)).toEqual(place);
  });

  it.each(['Joplin', 'Joplin, XX', 'Joplin MO', '1200 Industrial Pkwy', ''])(
    'gives nothing for %j',
    (text) => {
      expect(readPlace(text)).toBeUndefined();
    },
  );
});

describe('cityCase', () => {
  it('reads a city printed in capitals in the case a driver types it', () => {
    expect(cityCase('SALT LAKE CITY')).toBe('Salt Lake City');
    expect(cityCase("COEUR D'ALENE")).toBe("Coeur D'Alene");
    expect(cityCase('McAllen')).toBe('McAllen');
  });
});

describe('readDate: month/day, the year only when printed', () => {
  it.each([
    ['3/14', { month: 3, day: 14 }],
    ['03/14/2026', { month: 3, day: 14, year: 2026 }],
    ['3/14/26 0800', { month: 3, day: 14, year: 2026, time: '08:00' }],
    ['2026-11-02 13:30', { month: 11, day: 2, year: 2026, time: '13:30' }],
    ['Mar 14, 2026', { month: 3, day: 14, year: 2026 }],
    ['Appt: September 3 at 2:30 PM', { month: 9, day: 3, time: '14:30' }],
    ['12.05.2026', { month: 12, day: 5, year: 2026 }],
  ])('reads %j', (text, date) => {
    expect(readDate(text)).toEqual(date);
  });

  it.each([
    ['money', 'Rate $1.25/mi'],
    ['a phone number', '(800) 555-0142'],
    ['a decimal', 'Weight 3.5 tons'],
    ['a month that does not exist', '13/01'],
    ['a day the month does not have', '2/30/2026'],
    ['a detention rate', '$50/hr'],
  ])('ignores %s', (_, text) => {
    expect(readDate(text)).toBeUndefined();
  });

  it('finds each date of a line in order, with where it is', () => {
    const found = findDates('Ship Date: 12/10 Delivery Date: Dec 13, 2026');
    expect(found.map((f) => [f.date, f.index])).toEqual([
      [{ month: 12, day: 10 }, 11],
      [{ month: 12, day: 13, year: 2026 }, 32],
    ]);
  });
});

describe('readMiles', () => {
  it.each([
    ['1,245', 1245],
    ['845 mi', 845],
    [1351, 1351],
    ['0', 0],
    ['2,000.0 miles', 2000],
  ])('reads %j', (value, miles) => {
    expect(readMiles(value)).toBe(miles);
  });

  it.each(['$1,245', 'twelve', '', null, '60000', '-5'])('gives nothing for %j', (value) => {
    expect(readMiles(value)).toBeUndefined();
  });
});

describe('completeMiles: loaded + empty = total', () => {
  const r = (value: number, confidence?: number) =>
    confidence === undefined ? { value } : { value, confidence };

  it('derives the one the paper leaves out, as sure as the least sure of the other two', () => {
    expect(completeMiles({ loadedMiles: r(845, 0.9), emptyMiles: r(45, 0.8) }).totalMiles).toEqual(
      r(890, 0.8),
    );
    expect(completeMiles({ loadedMiles: r(845), totalMiles: r(890) }).emptyMiles).toEqual(r(45));
    expect(completeMiles({ emptyMiles: r(45), totalMiles: r(890) }).loadedMiles).toEqual(r(845));
  });

  it('derives nothing from a total below its part', () => {
    expect(completeMiles({ loadedMiles: r(900), totalMiles: r(890) })).toEqual({
      loadedMiles: r(900),
      totalMiles: r(890),
    });
  });
});

describe('findAmounts: money as printed, read exactly', () => {
  const amounts = (text: string) => findAmounts(text).map((a) => [a.amount, a.marked]);

  it.each([
    ['$1,250.00', '1250.00'],
    ['1,250.00', '1250.00'],
    ['USD 1250', '1250.00'],
    ['1250 USD', '1250.00'],
    ['$ 980', '980.00'],
    ['US$2,100.50', '2100.50'],
    ['$12,345,678.91', '12345678.91'],
    // OCR's misreadings: '$' as 'S', the thousands comma as '.', the decimal point as ','.
    ['S1,250.00', '1250.00'],
    ['$1.250.00', '1250.00'],
    ['$1,250,00', '1250.00'],
  ])('reads %j as %s dollars, printed as money', (text, amount) => {
    expect(amounts(text)).toEqual([[amount, true]]);
  });

  it('keeps every cent: no binary float between the print and the amount', () => {
    expect(findAmounts('$334.62 $0.10 $90,071,992,547.41').map((a) => a.amount)).toEqual([
      '334.62',
      '0.10',
      '90071992547.41',
    ]);
  });

  it('says where each amount is, so its words give its confidence', () => {
    expect(findAmounts('Linehaul $1,100.00 Fuel $150.00')).toEqual([
      { amount: '1100.00', index: 9, length: 9, marked: true },
      { amount: '150.00', index: 24, length: 7, marked: true },
    ]);
  });

  it('tells a bare whole number, which may be miles or pounds, from money', () => {
    expect(amounts('Total: 1,143')).toEqual([['1143.00', false]]);
  });

  it.each([
    ['a rate per mile', '$2.50/mi'],
    ['a rate per mile in words', 'Rate $2.65 per mile'],
    ['a rate times the miles', '$2.50 x 500 mi'],
    ['a rate after @', '500 mi @ $2.50'],
    ['a detention rate', 'Detention $50/hr'],
    ['a weight', '38,420 lbs'],
    ['miles', '1,245 miles'],
    ['a percentage', '14%'],
    ['a phone number', 'Call (800) 555-0142 or 800.555.0142'],
    ['a date', '03/14/2026'],
    ['a time', '08:30'],
    ['a word with a digit', 'Tota1'],
  ])('finds no amount in %s (%j)', (_, text) => {
    expect(findAmounts(text)).toEqual([]);
  });
});

describe('isLoadPay', () => {
  it('takes what a load can pay and what the form takes as Load pays', () => {
    expect(isLoadPay('1250.00')).toBe(true);
    expect(isLoadPay('20.00')).toBe(true);
  });

  it.each([
    ['a rate per mile printed without its unit', '2.50'],
    ['more than the form takes', '10000000.01'],
    ['an amount not at 2 places', '1250'],
  ])('refuses %s', (_, amount) => {
    expect(isLoadPay(amount)).toBe(false);
  });

  it('is the rule of a reading the extraction hands the form', () => {
    const read = (value: string) => extractedLoadSchema.safeParse({ totalPay: { value } }).success;
    expect(read('1250.00')).toBe(true);
    expect(read('1250')).toBe(false);
  });
});
