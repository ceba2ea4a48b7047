/**
 * A load's miles split by state as a driver types it after the trip: "OK 212, KS 388" (commas,
 * semicolons or new lines between, the code before or after the miles, thousands separators
 * allowed). Each part becomes one segment of typed miles.
 */
import { jurisdictionByName } from './jurisdiction-names.js';
import { jurisdictionCode, type Jurisdiction } from './jurisdictions.js';
import { maxSegmentMiles } from './ifta-records.js';

export interface MilesPart {
  jurisdiction: Jurisdiction;
  miles: number;
}

export type MilesSplit = { parts: MilesPart[]; error: null } | { parts: null; error: string };

const part =
  /^(?:([A-Za-z][A-Za-z .]*?)\s*:?\s*([\d,]+)|([\d,]+)\s*(?:mi(?:les)?)?\s+([A-Za-z][A-Za-z .]*))$/;

function readPart(text: string): MilesPart | string {
  const match = part.exec(text.trim());
  if (!match) return `"${text.trim()}" is not a state and its miles, such as OK 212`;
  const place = (match[1] ?? match[4])!.trim();
  const jurisdiction = jurisdictionCode(place) ?? jurisdictionByName(place);
  if (!jurisdiction) return `${place} is not a US state or Canadian province`;
  const miles = Number((match[2] ?? match[3])!.replace(/,(?=\d{3}\b)/g, ''));
  if (!Number.isInteger(miles) || miles < 1 || miles > maxSegmentMiles)
    return `${jurisdiction}: miles must be a whole number from 1 to 10,000`;
  return { jurisdiction, miles };
}

/** The parts of a typed split, or the first thing wrong with it. */
export function parseMilesSplit(typed: string): MilesSplit {
  const texts = typed.split(/[;\n]|,(?!\d{3}\b)/).filter((t) => t.trim() !== '');
  if (texts.length === 0)
    return { parts: null, error: 'Type each state and its miles, such as OK 212, KS 388' };
  const parts: MilesPart[] = [];
  for (const text of texts) {
    const read = readPart(text);
    if (typeof read === 'string') return { parts: null, error: read };
    parts.push(read);
  }
  return { parts, error: null };
}
