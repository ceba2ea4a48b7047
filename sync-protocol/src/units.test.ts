import { describe, expect, it } from 'vitest';
import { scaledToDecimal } from './decimal.js';
import {
  gallonsFromLitres,
  kmFromMiles,
  litresFromGallons,
  litresPer100Km,
  loadDistancesIn,
  milesFromKm,
  pricePerGallonFromLitre,
  pricePerLitre,
} from './units.js';

// Worked by hand: 1 mi = 1.609344 km, 1 gal = 3.785411784 L.
describe('km and whole miles', () => {
  it.each([
    // typed km, ÷ 1.609344 = miles stored, × 1.609344 = km shown
    [100, 62, 100], // 62.137 -> 62; 99.779 -> 100
    [0, 0, 0],
    [1, 1, 2], // 0.621 -> 1; 1.609 -> 2: a whole mile is 1.6 km wide
    [102, 63, 101], // 63.380 -> 63; 101.389 -> 101
    [161_980, 100_650, 161_980], // 100,649.706 -> 100,650; 161,980.474 -> 161,980
    [80_467, 50_000, 80_467], // 49,999.876 -> 50,000: the most a load may have
    [80_468, 50_000, 80_467], // 50,000.497 -> 50,000
  ])('%d km is stored as %d mi and shown as %d km', (km, miles, shown) => {
    expect(milesFromKm(km)).toBe(miles);
    expect(kmFromMiles(miles)).toBe(shown);
  });

  it('adds up a load as shown: its total is the sum of the two distances shown', () => {
    // 62 mi -> 99.78 -> 100 km; 6 mi -> 9.66 -> 10 km; 68 mi alone -> 109.43 -> 109 km.
    expect(loadDistancesIn({ loadedMiles: 62, emptyMiles: 6 }, 'km')).toEqual({
      loaded: 100,
      empty: 10,
      total: 110,
    });
    expect(loadDistancesIn({ loadedMiles: 62, emptyMiles: 6 }, 'miles')).toEqual({
      loaded: 62,
      empty: 6,
      total: 68,
    });
  });

  it('shows 420 mi as 676 km and 1,000 mi as 1,609 km', () => {
    expect(kmFromMiles(420)).toBe(676); // 675.924
    expect(kmFromMiles(1000)).toBe(1609); // 1,609.344
  });

  it('reads every stored mile of a load back as itself, and a typed km within 1 km', () => {
    for (let miles = 0; miles <= 50_000; miles++) {
      const km = kmFromMiles(miles);
      if (milesFromKm(km) !== miles) throw new Error(`${miles} mi came back changed`);
      if (Math.abs(kmFromMiles(milesFromKm(km + 1)) - (km + 1)) > 1)
        throw new Error(`${km + 1} km read back more than 1 km off`);
    }
  });
});

describe('litres and gallons with 3 places', () => {
  it.each([
    // typed litres, ÷ 3.785411784 = gallons stored, × 3.785411784 = litres shown
    ['378.541', '100.000', '378.54'], // 99.99995 -> 100.000; 378.5411784 -> 378.54
    ['378.54', '100.000', '378.54'], // 99.99969 -> 100.000
    ['45.12', '11.919', '45.12'], // 11.91944 -> 11.919; 45.11832 -> 45.12
    ['1', '0.264', '1.00'], // 0.26417 -> 0.264; 0.99935 -> 1.00
    ['0', '0.000', '0.00'],
  ])('%s L is stored as %s gal and shown as %s L', (litres, gallons, shown) => {
    expect(gallonsFromLitres(litres)).toBe(gallons);
    expect(litresFromGallons(gallons)).toBe(shown);
  });

  it('rounds an exact half away from zero', () => {
    // 625,000 gal × 3.785411784 = 2,365,882.365 L exactly.
    expect(litresFromGallons('625000.000')).toBe('2365882.37');
  });

  it('reads every litre figure with 2 places back as typed, up to 1,000 gallons', () => {
    for (let centi = 1; centi <= 378_541; centi++) {
      const litres = scaledToDecimal(centi, 2);
      if (litresFromGallons(gallonsFromLitres(litres)) !== litres)
        throw new Error(`${litres} L came back changed`);
    }
  });
});

describe('a price a litre and a price a gallon, 3 places each', () => {
  it.each([
    // $/L typed, × 3.785411784 = $/gal stored, ÷ 3.785411784 = $/L shown
    ['1.599', '6.053', '1.599'], // 6.05287 -> 6.053; 1.59903 -> 1.599
    ['1.030', '3.899', '1.030'], // 3.89897 -> 3.899; 1.03001 -> 1.030
    ['26.417', '99.999', '26.417'], // 99.99922 -> 99.999: the dearest price a litre allowed
    ['26.418', '100.003', '26.418'], // 100.00301 -> 100.003
  ])('$%s/L is stored as $%s/gal and shown as $%s/L', (perLitre, perGallon, shown) => {
    expect(pricePerGallonFromLitre(perLitre)).toBe(perGallon);
    expect(pricePerLitre(perGallon)).toBe(shown);
  });

  it('shows a price typed a gallon at the nearest tenth of a cent a litre', () => {
    expect(pricePerLitre('3.900')).toBe('1.030'); // 1.03027
    expect(pricePerGallonFromLitre('1.030')).toBe('3.899'); // so an edit keeps the stored one
  });

  it('reads every price a litre back as typed, up to $100 a gallon', () => {
    for (let milli = 1; milli <= 26_417; milli++) {
      const price = scaledToDecimal(milli, 3);
      if (pricePerLitre(pricePerGallonFromLitre(price)) !== price)
        throw new Error(`$${price}/L came back changed`);
    }
  });
});

describe('L/100 km from MPG', () => {
  it.each([
    ['6.50', '36.19'], // 235.2146 / 6.5 = 36.187
    ['10.00', '23.52'], // 23.521
    ['7.25', '32.44'], // 32.443
    ['0.00', null],
  ])('%s MPG is %s L/100 km', (mpg, litres) => {
    expect(litresPer100Km(mpg)).toBe(litres);
  });
});
