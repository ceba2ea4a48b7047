/**
 * The names of the jurisdictions (jurisdictions.ts), for text a driver reads or pastes: a rate
 * table downloaded as "Oklahoma, 0.19" names the state where the app stores "OK".
 */
import type { Jurisdiction } from './jurisdictions.js';

// A Record over the code type: the compiler refuses the table if a code is missing or unknown.
const names: Readonly<Record<Jurisdiction, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  YT: 'Yukon',
};

/** 'Oklahoma' for 'OK'; null for text that is no code. */
export function jurisdictionName(code: string): string | null {
  return Object.hasOwn(names, code) ? names[code as Jurisdiction] : null;
}

/**
 * A name as people type it, reduced to compare: case, accents ("Québec"), periods, spacing and
 * "&" for "and" do not matter.
 */
const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const byName: ReadonlyMap<string, Jurisdiction> = new Map(
  Object.entries(names).map(([code, name]) => [comparable(name), code as Jurisdiction]),
);

/** 'OK' for 'Oklahoma' (or 'oklahoma '); null when the text names no jurisdiction. */
export function jurisdictionByName(name: string): Jurisdiction | null {
  return byName.get(comparable(name)) ?? null;
}
