import { describe, expect, it } from 'vitest';
import type { OcrLine } from './ocrLines';
import { findPay } from './parsePay';

const lines = (text: string, confidence = 90): OcrLine[] =>
  text
    .trim()
    .split('\n')
    .map((t) => ({ text: t.trim(), confidence }));

/** The amounts only, as Load pays would be filled from them. */
function pay(text: string) {
  const found = findPay(lines(text));
  return Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.value]));
}

describe('findPay: the total and the line haul', () => {
  it.each([
    ['a charges table', 'Linehaul $1,100.00\nFuel surcharge $150.00\nTotal Carrier Pay $1,250.00'],
    ['a total with no cents', 'Line Haul: 1,100.00\nTotal Rate: USD 1250'],
    ['OCR reading $ as S and l as 1', 'Linehau1 S1,100.00\nFSC S150.00\nTota1 S1,250.00'],
    ['a total in capitals after its fuel', 'LINE HAUL $1,100.00 FUEL $150.00 TOTAL $1,250.00'],
    ['OCR reading the decimal point as a comma', 'Line-haul $1.100,00\nGrand Total $1.250,00'],
  ])('reads %s', (_, text) => {
    expect(pay(text)).toEqual({ totalPay: '1250.00', lineHaul: '1100.00' });
  });

  it.each([
    ['a tender', 'Rate: $2,272.86 all in. Reply YES to accept.', '2272.86'],
    ['a key/value summary', 'Rate $1,975.20', '1975.20'],
    ['an amount due', 'Amount Due: 3,400.00', '3400.00'],
    ['a total printed as a bare whole number', 'Total Carrier Pay: 1250', '1250.00'],
    ['a total load pay', 'Total Load Pay $1,250.00', '1250.00'],
    ['a flat rate in a table row', 'Flat Rate | 1 | $880.00', '880.00'],
    ['a total on the line under its label', 'Total Carrier Pay:\n$1,250.00', '1250.00'],
  ])('reads the total of %s', (_, text, total) => {
    expect(pay(text)).toEqual({ totalPay: total });
  });

  it('reads a line haul on its own when the paper gives no total', () => {
    expect(pay('Linehaul $2,600.00\nFuel surcharge $364.00')).toEqual({ lineHaul: '2600.00' });
  });

  it('takes the total a specific label gives over a bare Total of something else', () => {
    expect(pay('Accessorials Total $75.00\nTotal Carrier Pay $1,250.00')).toEqual({
      totalPay: '1250.00',
    });
  });

  it.each([
    ['a per-mile rate', 'Rate: $2.50/mi'],
    ['a per-mile rate in words', 'Rate $2.65 per loaded mile'],
    ['a per-mile rate without its unit', 'Rate: $2.50'],
    ['a rate times the miles', 'Rate $2.50 x 500 mi'],
    ['a fuel surcharge', 'Fuel surcharge $150.00\nFSC Rate $0.45'],
    ['a fuel rate', 'Fuel Rate $150.00'],
    ['a detention rate', 'Detention $50/hr after 2 hours. Detention rate $75.00'],
    ['the total miles', 'Loaded Miles: 1,098 / Total: 1,143'],
    ['the total weight', 'Total Weight 38,420 lbs\nTotal 38,420'],
    ['a weight in a table', 'Pallets, packaged goods, NMFC 156600 38,420'],
    ['the title of a rate confirmation', 'RATE CONFIRMATION Load #: 7594225'],
    ['a phone number', 'Carrier Pay questions: (800) 555-0142'],
    ['a price in a photo that is no load', 'Coffee $1.99\nTotal $4.50'],
    ['no money at all', 'DISPATCH SHEET\nTrip # LD-09600 Truck 2214'],
  ])('leaves Load pays empty for %s', (_, text) => {
    expect(pay(text)).toEqual({});
  });
});

describe('findPay: how sure it is', () => {
  it('is as sure as the OCR was of the amount, not of the whole line', () => {
    const read = findPay([
      {
        text: 'Total Carrier Pay $1,250.00',
        confidence: 70,
        words: [
          { text: 'Total', confidence: 60 },
          { text: 'Carrier', confidence: 55 },
          { text: 'Pay', confidence: 96 },
          { text: '$1,250.00', confidence: 93 },
        ],
      },
    ]).totalPay;
    expect(read?.confidence).toBeCloseTo(0.93);
  });

  it('trusts a bare Total, or an amount under its label, less than one beside a full label', () => {
    expect(findPay(lines('Total $1,250.00', 96)).totalPay?.confidence).toBeCloseTo(0.864);
    expect(findPay(lines('Total Pay\n$1,250.00', 96)).totalPay?.confidence).toBeCloseTo(0.816);
  });

  it('doubts a total when the paper gives two that differ', () => {
    const read = findPay(lines('Total Pay $1,250.00\nTotal Pay $1,520.00', 96)).totalPay;
    expect(read?.confidence).toBeCloseTo(0.48);
  });

  it('doubts a total below its own line haul, and the line haul', () => {
    const read = findPay(lines('Line Haul $1,250.00\nTotal Pay $125.00', 96));
    expect(read.totalPay?.confidence).toBeCloseTo(0.48);
    expect(read.lineHaul?.confidence).toBeCloseTo(0.48);
  });
});
