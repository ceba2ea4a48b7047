/**
 * Where the miles and the fuel were: the US states (and DC) and the Canadian provinces and
 * territories a fill-up or a stretch of road is in. IFTA's members are the 48 contiguous states
 * and the 10 provinces; miles in the others (Alaska, Hawaii, DC, the territories) count in the
 * quarter's total miles but owe no IFTA tax there.
 */
import { usStates } from './states.js';

export const canadianJurisdictions = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'ON',
  'PE',
  'QC',
  'SK',
  'NT',
  'NU',
  'YT',
] as const;

export const jurisdictions = [...usStates, 'DC', ...canadianJurisdictions] as const;
export type Jurisdiction = (typeof jurisdictions)[number];

const notMembers: ReadonlySet<string> = new Set(['AK', 'HI', 'DC', 'NT', 'NU', 'YT']);

/** True for the 58 jurisdictions an IFTA return has a line for. */
export const isIftaMember = (code: string): boolean =>
  (jurisdictions as readonly string[]).includes(code) && !notMembers.has(code);

export const jurisdictionMessages = {
  invalid: 'Choose a US state or Canadian province (two letters, such as OK or ON)',
} as const;

/** A typed code as the lists hold it: ' ok ' is 'OK'; null when it names no jurisdiction. */
export function jurisdictionCode(typed: string): Jurisdiction | null {
  const code = typed.trim().toUpperCase();
  return (jurisdictions as readonly string[]).includes(code) ? (code as Jurisdiction) : null;
}
