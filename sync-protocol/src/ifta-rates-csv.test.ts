import { describe, expect, it } from 'vitest';
import { iftaMessages } from './ifta-records.js';
import { parseRateTable } from './ifta-rates-csv.js';
import { jurisdictionByName, jurisdictionName } from './jurisdiction-names.js';
import { jurisdictions } from './jurisdictions.js';

const quarter = '2026-Q3';
const read = (text: string) => parseRateTable(text, quarter);
const rate = (jurisdiction: string, rate: string, surcharge = '0.0000') => ({
  jurisdiction,
  rate,
  surcharge,
});

describe('jurisdiction names', () => {
  it('names every jurisdiction, and reads each name back to its code', () => {
    for (const code of jurisdictions)
      expect(jurisdictionByName(jurisdictionName(code)!)).toBe(code);
    expect(new Set(jurisdictions.map(jurisdictionName)).size).toBe(64);
  });

  it('gives the real names', () => {
    expect(jurisdictionName('OK')).toBe('Oklahoma');
    expect(jurisdictionName('DC')).toBe('District of Columbia');
    expect(jurisdictionName('NL')).toBe('Newfoundland and Labrador');
    expect(jurisdictionName('YT')).toBe('Yukon');
    expect(jurisdictionName('ZZ')).toBeNull();
    expect(jurisdictionName('toString')).toBeNull();
  });

  it('reads a name whatever its case, spacing, accents or ampersand', () => {
    expect(jurisdictionByName('  new   YORK ')).toBe('NY');
    expect(jurisdictionByName('Québec')).toBe('QC');
    expect(jurisdictionByName('Newfoundland & Labrador')).toBe('NL');
    expect(jurisdictionByName('Dist. of Columbia')).toBeNull();
    expect(jurisdictionByName('OK')).toBeNull();
  });
});

describe('a rate table read from CSV', () => {
  it('reads lines of code, rate and surcharge, with the surcharge left out or empty', () => {
    expect(read('OK,0.19,0\nIN,0.61,0.11\nTX,0.2\nKS,0.26,\n')).toEqual({
      rates: [
        rate('OK', '0.1900'),
        rate('IN', '0.6100', '0.1100'),
        rate('TX', '0.2000'),
        rate('KS', '0.2600'),
      ],
      problems: [],
    });
  });

  it('takes full names as well as codes, US and Canadian', () => {
    expect(read('Oklahoma,0.19\nontario,0.143\nok,0.19\nNew Mexico,0.21').rates).toEqual([
      rate('ON', '0.1430'),
      rate('OK', '0.1900'),
      rate('NM', '0.2100'),
    ]);
  });

  it.each([
    ['Jurisdiction,Rate,Surcharge'],
    ['JURISDICTION;TAX RATE;SURCHARGE RATE'],
    ['state,rate per gallon'],
  ])('skips a header row recognised by its words: %s', (header) => {
    const delimiter = header.includes(';') ? ';' : ',';
    const { rates, problems } = read(`${header}\nOK${delimiter}0.19`);
    expect(problems).toEqual([]);
    expect(rates).toEqual([rate('OK', '0.1900')]);
  });

  it('follows the header where it puts the columns in another order', () => {
    expect(read('Surcharge,Province,Rate\n0.11,IN,0.61\n,AB,0.13').rates).toEqual([
      rate('IN', '0.6100', '0.1100'),
      rate('AB', '0.1300'),
    ]);
  });

  it('reads semicolons with decimal commas, as a French-Canadian spreadsheet saves', () => {
    expect(read('Québec;0,202;\nON;0,143;0').rates).toEqual([
      rate('QC', '0.2020'),
      rate('ON', '0.1430'),
    ]);
  });

  it('reads tabs, as a table pasted from a web page', () => {
    expect(read('Jurisdiction\tRate\tSurcharge\r\nIndiana\t$0.61\t$0.11\r\n').rates).toEqual([
      rate('IN', '0.6100', '0.1100'),
    ]);
  });

  it('reads quoted fields, doubled quotes and a delimiter inside quotes', () => {
    const text = '"Jurisdiction","Rate"\n"New York","0.4060"\n"Ohio", "0.47"\n"""TX""",0.2';
    const { rates, problems } = read(text);
    expect(rates).toEqual([rate('NY', '0.4060'), rate('OH', '0.4700')]);
    expect(problems).toEqual([
      { line: 4, message: 'Line 4: "TX" is not a US state or Canadian province' },
    ]);
    expect(read('"Oklahoma, USA",0.19').problems[0]?.message).toBe(
      'Line 1: Oklahoma, USA is not a US state or Canadian province',
    );
  });

  it('counts lines across CRLF, a lone CR, blank lines and a byte-order mark', () => {
    const text = '\uFEFFJurisdiction,Rate\r\n\r\nOK,0.19\r  \n,,\nZZ,0.1\n\n';
    expect(read(text)).toEqual({
      rates: [rate('OK', '0.1900')],
      problems: [{ line: 6, message: 'Line 6: ZZ is not a US state or Canadian province' }],
    });
  });

  it('counts a line break inside quotes as a line', () => {
    expect(read('"Okla\nhoma",0.19\nZZ,1').problems).toEqual([
      { line: 1, message: 'Line 1: Okla\nhoma is not a US state or Canadian province' },
      { line: 3, message: 'Line 3: ZZ is not a US state or Canadian province' },
    ]);
  });

  it('reads a dollar sign, a leading point and trailing zeros as the same amount', () => {
    expect(read('OK,$0.19\nTX,$ .2\nKS,0.2600000\nIN,"$0.61","$0.110"').rates).toEqual([
      rate('OK', '0.1900'),
      rate('TX', '0.2000'),
      rate('KS', '0.2600'),
      rate('IN', '0.6100', '0.1100'),
    ]);
  });

  it('checks each amount against the rate record’s own bounds', () => {
    const { rates, problems } = read(
      'OK,10\nTX,10.0001\nKS,0.12345\nMO,-0.1\nIL,abc\nIN,0.61,11\nPA,0.741,x',
    );
    expect(rates).toEqual([rate('OK', '10.0000')]);
    expect(problems).toEqual([
      { line: 2, message: `Line 2: TX's rate "10.0001" is not valid: ${iftaMessages.rateInvalid}` },
      { line: 3, message: `Line 3: KS's rate "0.12345" is not valid: ${iftaMessages.rateInvalid}` },
      { line: 4, message: `Line 4: MO's rate "-0.1" is not valid: ${iftaMessages.rateInvalid}` },
      { line: 5, message: `Line 5: IL's rate "abc" is not valid: ${iftaMessages.rateInvalid}` },
      {
        line: 6,
        message: `Line 6: IN's surcharge "11" is not valid: ${iftaMessages.surchargeInvalid}`,
      },
      {
        line: 7,
        message: `Line 7: PA's surcharge "x" is not valid: ${iftaMessages.surchargeInvalid}`,
      },
    ]);
  });

  it('names a line with no jurisdiction, an unknown one or no rate', () => {
    expect(read('Jurisdiction,Rate\n,0.19\nOK\nTX,\nAlberta,$\nZZ,0.1').problems).toEqual([
      { line: 2, message: 'Line 2: no jurisdiction is given' },
      { line: 3, message: 'Line 3: OK has no rate' },
      { line: 4, message: 'Line 4: TX has no rate' },
      { line: 5, message: 'Line 5: AB has no rate' },
      { line: 6, message: 'Line 6: ZZ is not a US state or Canadian province' },
    ]);
  });

  it('keeps the last line of a jurisdiction given twice, and names the earlier one', () => {
    expect(read('OK,0.19\nTX,0.2\nOklahoma,0.2\nok,0.21')).toEqual({
      rates: [rate('TX', '0.2000'), rate('OK', '0.2100')],
      problems: [
        { line: 1, message: 'Line 1: OK is given again on line 3, which is kept' },
        { line: 3, message: 'Line 3: OK is given again on line 4, which is kept' },
      ],
    });
  });

  it('names the line of a quote never closed, and keeps the lines before it', () => {
    expect(read('OK,0.19\n"TX,0.2\nKS,0.26')).toEqual({
      rates: [rate('OK', '0.1900')],
      problems: [{ line: 2, message: 'Line 2: a quote opens here and is never closed' }],
    });
  });

  it('gives nothing, and no problem, for an empty table or a header alone', () => {
    expect(read('')).toEqual({ rates: [], problems: [] });
    expect(read('\r\n  \r\nJurisdiction,Rate,Surcharge\r\n')).toEqual({ rates: [], problems: [] });
  });

  it('refuses a quarter that is no quarter, which is the caller’s mistake', () => {
    expect(() => parseRateTable('OK,0.19', '2026-Q5')).toThrow(RangeError);
  });
});
