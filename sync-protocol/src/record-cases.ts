/**
 * Worked examples of the records both sides build from a driver's fields (fillUpRecord in fuel.ts,
 * maintenanceCostRecord in maintenance.ts), each figure worked out by hand below. The same table
 * runs through the API (api/src/routes/records.test.ts) and through the device's writes
 * (web/src/data/records.test.ts), so the phone and the server cannot show different figures.
 */
import type { FuelFields } from './fuel.js';

export interface FillUpCase {
  name: string;
  /** The odometer of a diesel fill-up logged just before, if any. */
  previousDieselAt?: number;
  fields: FuelFields;
  expected: { gallons: string; pricePerGallon: string; totalCost: string; mpg: string | null };
}

const diesel = (fields: Partial<FuelFields>): FuelFields => ({
  date: '2026-11-18',
  odometer: '100600',
  gallons: '100',
  pricePerGallon: '3.999',
  fuelType: 'diesel',
  missedPreviousEntry: 'false',
  taxPaid: 'true',
  ...fields,
});

export const fillUpCases: readonly FillUpCase[] = [
  {
    // 100 x 3.999 = 399.900; 600 mi / 100 gal = 6.00 mpg.
    name: 'a full tank 600 miles after the last one',
    previousDieselAt: 100_000,
    fields: diesel({}),
    expected: { gallons: '100.000', pricePerGallon: '3.999', totalCost: '399.900', mpg: '6.00' },
  },
  {
    // 123.456 x 4.129 = 509.749824, to the tenth of a cent 509.750; 700 / 123.456 = 5.6700...
    name: 'gallons and price to the thousandth',
    previousDieselAt: 250_000,
    fields: diesel({ odometer: '250700', gallons: '123.456', pricePerGallon: '4.129' }),
    expected: { gallons: '123.456', pricePerGallon: '4.129', totalCost: '509.750', mpg: '5.67' },
  },
  {
    // 50.5 x 3.789 = 191.3445, half a tenth of a cent rounds up: 191.345; no diesel before it.
    name: 'the first diesel fill-up, which has no MPG',
    fields: diesel({ odometer: '88000', gallons: '50.5', pricePerGallon: '3.789' }),
    expected: { gallons: '50.500', pricePerGallon: '3.789', totalCost: '191.345', mpg: null },
  },
  {
    // 500 / 75 = 6.666..., to the hundredth 6.67; 75 x 3.5 = 262.500.
    name: 'MPG rounded to the hundredth',
    previousDieselAt: 40_000,
    fields: diesel({ odometer: '40500', gallons: '75', pricePerGallon: '3.5' }),
    expected: { gallons: '75.000', pricePerGallon: '3.500', totalCost: '262.500', mpg: '6.67' },
  },
  {
    // 80 x 3.5 = 280.000; the tank before was not logged, so the miles are not this tank's.
    name: 'after a fill-up the driver missed',
    previousDieselAt: 100_000,
    fields: diesel({
      odometer: '101200',
      gallons: '80',
      pricePerGallon: '3.5',
      missedPreviousEntry: 'true',
    }),
    expected: { gallons: '80.000', pricePerGallon: '3.500', totalCost: '280.000', mpg: null },
  },
  {
    // DEF is not fuel burned per mile: 2.5 x 3.2 = 8.000, no MPG.
    name: 'DEF',
    previousDieselAt: 100_000,
    fields: diesel({ odometer: '100610', gallons: '2.5', pricePerGallon: '3.2', fuelType: 'def' }),
    expected: { gallons: '2.500', pricePerGallon: '3.200', totalCost: '8.000', mpg: null },
  },
  {
    // The highest reading a form takes: 600 / 120 = 5.00; 120 x 3.999 = 479.880.
    name: 'at odometer 9,999,999',
    previousDieselAt: 9_999_399,
    fields: diesel({ odometer: '9999999', gallons: '120', pricePerGallon: '3.999' }),
    expected: { gallons: '120.000', pricePerGallon: '3.999', totalCost: '479.880', mpg: '5.00' },
  },
];

export interface MaintenanceCostCase {
  name: string;
  fields: { date: string; description: string; amount: string; odometer?: string };
  expected: { amount: string; odometer: number | null };
}

export const maintenanceCostCases: readonly MaintenanceCostCase[] = [
  {
    name: 'dollars and cents, with the odometer',
    fields: { date: '2026-11-02', description: 'Oil change', amount: '412.5', odometer: '184220' },
    expected: { amount: '412.50', odometer: 184_220 },
  },
  {
    name: 'whole dollars, no odometer',
    fields: { date: '2026-10-14', description: 'DOT inspection', amount: '95' },
    expected: { amount: '95.00', odometer: null },
  },
  {
    name: 'the largest amount a cost takes',
    fields: { date: '2026-09-30', description: 'Engine', amount: '9999999.99', odometer: '0' },
    expected: { amount: '9999999.99', odometer: 0 },
  },
];
