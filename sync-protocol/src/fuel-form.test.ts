import { describe, expect, it } from 'vitest';
import { fuelFieldsSchema, fuelMessages } from './fuel.js';
import { fuelFieldsSchemaIn, litreMessages, storedFuelFigure } from './fuel-form.js';
import { litresFromGallons, pricePerLitre } from './units.js';

const typed = {
  date: '2026-11-20',
  odometer: '161,980',
  gallons: '378.541',
  pricePerGallon: '1.599',
  location: 'Flying J, Sarnia',
};

const messagesOf = (change: Partial<typeof typed>) => {
  const result = fuelFieldsSchemaIn('km').safeParse({ ...typed, ...change });
  return result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe('the fuel form in km', () => {
  it('is the API’s own schema in miles', () => {
    expect(fuelFieldsSchemaIn('miles')).toBe(fuelFieldsSchema);
  });

  it('gives the miles, gallons and price a gallon POST /api/fuel takes', () => {
    // Worked by hand: 161,980 km ÷ 1.609344 = 100,649.7 -> 100,650 mi;
    // 378.541 L ÷ 3.785411784 = 99.99995 -> 100.000 gal; $1.599/L × 3.785411784 = $6.0529 -> 6.053.
    const fields = fuelFieldsSchemaIn('km').parse(typed);
    expect(fields).toMatchObject({
      odometer: '100650',
      gallons: '100.000',
      pricePerGallon: '6.053',
    });
    expect(fuelFieldsSchema.parse(fields)).toEqual(fields);
  });

  it.each<[Partial<typeof typed>, string]>([
    [{ odometer: '' }, `odometer: ${fuelMessages.odometerRequired}`],
    [{ odometer: '16l980' }, `odometer: ${fuelMessages.odometerInvalid}`],
    [{ gallons: '' }, `gallons: ${litreMessages.litresRequired}`],
    [{ gallons: '45.1234' }, `gallons: ${fuelMessages.gallonsInvalid}`],
    // 0.001 L is 0.0003 gal: nothing a gallon figure can hold.
    [{ gallons: '0.001' }, `gallons: ${fuelMessages.gallonsInvalid}`],
    // 3,785.413 L = 1,000.0003 -> 1,000.000 gal; 3,785.414 L = 1,000.0006 -> 1,000.001 gal.
    [{ gallons: '3785.414' }, `gallons: ${litreMessages.litresTooMany}`],
    [{ pricePerGallon: '' }, `pricePerGallon: ${litreMessages.priceRequired}`],
    [{ pricePerGallon: '1.5999' }, `pricePerGallon: ${fuelMessages.priceInvalid}`],
    [{ pricePerGallon: '26.418' }, `pricePerGallon: ${litreMessages.priceTooHigh}`],
  ])('says in litres what is wrong with %j', (change, message) => {
    expect(messagesOf(change)).toEqual([message]);
  });

  it('takes the most a fill-up may hold and cost', () => {
    expect(messagesOf({ gallons: '3785.413', pricePerGallon: '26.417' })).toEqual([]);
  });

  it('words its limits as the gallon limits converted', () => {
    expect(litresFromGallons('1000')).toBe('3785.41');
    expect(pricePerLitre('100')).toBe('26.417');
  });
});

describe('the figures of the live cost preview', () => {
  it.each([
    ['gallons', '378.541', 'km', '100.000'],
    ['pricePerGallon', '1.030', 'km', '3.899'],
    ['gallons', '100.5', 'miles', '100.5'],
    ['gallons', '1,000', 'miles', '1000'],
    ['gallons', '12a', 'km', null],
    ['pricePerGallon', '', 'miles', null],
  ] as const)('%s typed as "%s" in %s stores %s', (field, text, unit, stored) => {
    expect(storedFuelFigure(field, text, unit)).toBe(stored);
  });
});
