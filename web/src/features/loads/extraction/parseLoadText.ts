/**
 * Reads a load from the OCR text of a rate confirmation or bill of lading (docs/product.md §7's
 * keys, what the load pays and who the broker is). Pure: text lines in, values out, each with a
 * confidence from 0 to 1 that multiplies how sure the OCR was of the words the value came from by
 * how the value was placed (a label beside it beats a column under a header, which beats mere
 * order on the page), so the dialog can ask the driver to check the doubtful ones.
 */
import {
  cityCase,
  completeMiles,
  findDates,
  isUsState,
  type ExtractedDate,
  type ExtractedLoad,
  type ExtractedPlace,
} from '@haulbook/sync-protocol';
import { roleByPlace, type HeaderRole, type Role } from './columns';
import { leftAt, spanConfidence, type OcrLine } from './ocrLines';
import { pairColumns } from './pairColumns';
import { findBroker } from './parseBroker';
import { findMiles } from './parseMiles';
import { findPay } from './parsePay';

/** How a value was tied to pickup or delivery, strongest first. */
const evidence = { label: 1, column: 0.9, above: 0.85, order: 0.6 } as const;

const roleWords: { role: Role; pattern: RegExp }[] = [
  {
    role: 'pickup',
    pattern:
      /\b(?:pick\s?-?\s?up|p\/u|origin|shipper|ship\s+from|ship\s+date|load\s+at|stop\s*1)\b/gi,
  },
  {
    role: 'delivery',
    pattern:
      /\b(?:deliver(?:y|ed)?|destination|consignee|ship\s+to|receiver|drop(?:\s?off)?|due\s+date|stop\s*2|unload)\b/gi,
  },
];

interface RoleWord {
  role: Role;
  index: number;
}

function rolesIn(text: string): RoleWord[] {
  return roleWords
    .flatMap(({ role, pattern }) =>
      [...text.matchAll(pattern)].map((m) => ({ role, index: m.index })),
    )
    .sort((a, b) => a.index - b.index);
}

const headerRoles = (line: OcrLine): HeaderRole[] =>
  rolesIn(line.text).map(({ role, index }) => ({ role, left: leftAt(line, index) }));

/** A line of nothing but role words ('PICKUP'), a speck of a photo aside. */
const rolesOnly = (line: OcrLine) =>
  !/[A-Za-z\d]{3,}/.test(
    roleWords.reduce((text, { pattern }) => text.replace(pattern, ''), line.text),
  );

/**
 * The role words of the nearest line above `at` that names one, with the line just above it when
 * both hold role words only: a tilted photo parts a 'PICKUP DELIVERY' header into two lines.
 */
function headerAbove(lines: OcrLine[], at: number): HeaderRole[] | undefined {
  for (let i = at - 1; i >= Math.max(0, at - 6); i--) {
    const roles = headerRoles(lines[i]!);
    if (!roles.length) continue;
    const previous = lines[i - 1];
    const parted = previous && rolesOnly(lines[i]!) && rolesOnly(previous);
    return parted ? [...headerRoles(previous), ...roles] : roles;
  }
  return undefined;
}

interface Candidate<T> {
  value: T;
  role: Role | undefined;
  strength: number;
  line: number;
  confidence: number;
}

/**
 * What the `column`th value of line `at` (at `index` on it; the line's values start at `lefts`
 * across the page) belongs to: a role word before it on its line, else the header above it, by
 * the value's place on the page when the OCR gives it, else by its order on the line.
 */
function roleOf(
  lines: OcrLine[],
  at: number,
  index: number,
  column: number,
  lefts: (number | undefined)[],
): { role: Role | undefined; strength: number } {
  const left = rolesIn(lines[at]!.text).filter((r) => r.index < index);
  if (left.length) return { role: left[left.length - 1]!.role, strength: evidence.label };
  const columns = lefts.length;
  const header = headerAbove(lines, at);
  const placed = header && roleByPlace(header, lefts, column);
  if (placed) return { role: placed, strength: evidence.column };
  if (header && columns > 1 && header.length >= columns)
    return { role: header[column]!.role, strength: evidence.column };
  if (header && new Set(header.map((r) => r.role)).size === 1)
    return { role: header[0]!.role, strength: evidence.above };
  if (columns > 1) return { role: column === 0 ? 'pickup' : 'delivery', strength: evidence.order };
  return { role: undefined, strength: evidence.order };
}

/** Words that end a street address or a company name rather than start a city name. */
const breakWords =
  /^(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|way|blvd|pkwy|parkway|hwy|highway|ct|court|pl|place|cir|trl|suite|ste|unit|dc|co|inc|llc|corp|ltd|company|center|origin|destination|pickup|delivery|from|to|ship|shipper|consignee|appt|stop|at|and|address|location|facility|receiver)$/i;
/** Words that begin or end a many-word city ('Salt Lake City', 'Fort Worth', 'Des Moines'). */
const cityPrefixes =
  /^(?:la|le|de|du|salt|lake|oklahoma|kansas|fort|ft\.?|green|des|st\.|saint|little|new|san|santa|los|las|el|grand|cedar|sioux|baton|corpus|council|bowling|cape|carson|jersey|long|north|south|east|west|port|rapid|round|palm|rocky|iowa|jefferson|winston|bay|college|park|falls|glen|mount|mt\.?)$/i;
const citySuffixes =
  /^(?:city|falls|springs|beach|heights|rapids|bluffs|park|creek|grove|rock|bay|lake|moines|worth|louis|paso|antonio|diego|francisco|jose|vegas|angeles|orleans|york|haven|chester|salem)$/i;

/** The city ending `text`: the capitalised words before ', ST', not the street or company before. */
function cityBefore(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  const city: string[] = [];
  let i = words.length - 1;
  for (; i >= 0 && city.length < 3; i--) {
    const raw = words[i]!;
    const letters = raw.replace(/^[^A-Za-z]+/, '');
    // A word's last '.' goes, but for 'St.' (Saint), which keeps it.
    const word = /^st\.$/i.test(letters) ? letters : letters.replace(/\.$/, '');
    const saint = /^st\.$/i.test(word) && city.length > 0;
    // A blurred capital reads small ('salt Lake City'): a city's first word may be so read.
    const lowered = city.length > 0 && cityPrefixes.test(word) && /^[a-z]/.test(word);
    if (!(/^[A-Z][A-Za-z.'-]*$/.test(word) || lowered) || /[:;#]/.test(raw)) break;
    if (breakWords.test(word) && !saint) break;
    city.unshift(lowered ? word[0]!.toUpperCase() + word.slice(1) : word);
  }
  // A photo's speck before the city ('Bi Columbus'): no city starts with so short a word.
  if (city.length > 1 && city[0]!.length <= 2 && !cityPrefixes.test(city[0]!)) city.shift();
  // More capitalised words before these three: a facility name runs into the city on one line,
  // so keep only the words a many-word city is made of.
  if (i >= 0 && city.length === 3 && /^[A-Z]/.test(words[i] ?? '')) {
    while (city.length > 1 && !cityPrefixes.test(city[0]!) && !citySuffixes.test(city[1]!)) {
      city.shift();
    }
  }
  return city.length ? cityCase(city.join(' ')) : undefined;
}

const placePattern = /([A-Za-z][A-Za-z .'-]*?)([.,]\s*|\s+)([A-Z01]{2})\b(\s+\d{5}(?:-\d{4})?)?/g;

/** A state code as OCR may print it: '1L' for IL, '0H' for OH. */
const stateCode = (text: string) => text.replace(/1/g, 'I').replace(/0/g, 'O');

/** Where a value sits on its line: `index` for what labels it, `start`..`end` for its words. */
interface Found<T> {
  value: T;
  index: number;
  start: number;
  end: number;
}

function placesIn(text: string): Found<ExtractedPlace>[] {
  const found: Found<ExtractedPlace>[] = [];
  let consumed = 0;
  for (const m of text.matchAll(placePattern)) {
    const state = stateCode(m[3]!);
    const separated = /[.,]/.test(m[2]!);
    if (!isUsState(state) || (!separated && !m[4]) || (state !== m[3] && !separated)) continue;
    const index = m.index + m[1]!.length;
    const city = cityBefore(text.slice(consumed, index));
    if (!city) continue;
    const end = m.index + m[0].length;
    found.push({ value: { city, state }, index, start: index - city.length, end });
    consumed = end;
  }
  return found;
}

function datesIn(text: string): Found<ExtractedDate>[] {
  return findDates(text).map(({ date, index, length }) => ({
    value: date,
    index,
    start: index,
    end: index + length,
  }));
}

function candidates<T>(lines: OcrLine[], find: (text: string) => Found<T>[]): Candidate<T>[] {
  return lines.flatMap((line, at) => {
    const found = find(line.text);
    const lefts = found.map(({ start }) => leftAt(line, start));
    return found.map(({ value, index, start, end }, column) => ({
      value,
      ...roleOf(lines, at, index, column, lefts),
      line: at,
      confidence: spanConfidence(line, start, end),
    }));
  });
}

/** The pickup and delivery among the candidates: labelled ones first, then document order. */
function pickPair<T>(
  all: Candidate<T>[],
  same: (a: T, b: T) => boolean,
): Partial<Record<Role, { value: T; confidence: number }>> {
  const best = (role: Role) =>
    all
      .filter((c) => c.role === role)
      .sort((a, b) => b.strength - a.strength || a.line - b.line)[0];
  let pickup = best('pickup');
  let delivery = best('delivery');
  const rest = all.filter((c) => c !== pickup && c !== delivery);
  if (!pickup) pickup = rest.find((c) => !delivery || !same(c.value, delivery.value));
  if (!delivery)
    delivery = [...rest]
      .reverse()
      .find((c) => c !== pickup && (!pickup || !same(c.value, pickup.value)));
  const read = (c: Candidate<T> | undefined, fallback: boolean) =>
    c && { value: c.value, confidence: c.confidence * (fallback ? evidence.order : c.strength) };
  return {
    pickup: read(pickup, pickup?.role !== 'pickup'),
    delivery: read(delivery, delivery?.role !== 'delivery'),
  };
}

const samePlace = (a: ExtractedPlace, b: ExtractedPlace) =>
  a.city === b.city && a.state === b.state;
const sameDate = (a: ExtractedDate, b: ExtractedDate) => a.month === b.month && a.day === b.day;

/** Labels of the load number, most specific first, with how much each is trusted. */
const numberLabels: [RegExp, number][] = [
  [/\bload\s*(?:n\w{0,6}\.?|#|id)(?=[\s:#.;]|$)/i, 1],
  [
    /\b(?:order|trip|confirmation|conf|rate\s*con|shipment|tender)\s*(?:n\w{0,6}\.?|#|id)?(?=[\s:#.;]|$)/i,
    0.95,
  ],
  [/\b(?:ref(?:erence)?|pro)\s*(?:n\w{0,6}\.?|#)?(?=[\s:#.;]|$)/i, 0.8],
  [/\b(?:bol|b\/l|bill\s+of\s+lading)\s*(?:n\w{0,6}\.?|#)?(?=[\s:#.;]|$)/i, 0.7],
];
const numberToken = /^[\s:#.;]*([A-Z0-9$][A-Z0-9-]{2,24})/i;

/**
 * The load number after the most specific label. When the paper gives it more than once and the
 * readings differ, the surest one is taken and marked doubtful.
 */
function loadNumberIn(lines: OcrLine[]): ExtractedLoad['loadNumber'] {
  for (const [label, trust] of numberLabels) {
    const readings = lines.flatMap((line) =>
      [...line.text.matchAll(new RegExp(label.source, 'gi'))].flatMap((m) => {
        const after = m.index + m[0].length;
        const token = numberToken.exec(line.text.slice(after));
        const text = token?.[1];
        if (!token || !text || (text.match(/\d/g)?.length ?? 0) < 3) return [];
        const start = after + token[0].length - text.length;
        const value = text.replace(/^\$/, 'S').replace(/-+$/, '').toUpperCase();
        return [{ value, confidence: spanConfidence(line, start, start + text.length) * trust }];
      }),
    );
    const surest = [...readings].sort((a, b) => b.confidence - a.confidence)[0];
    if (!surest) continue;
    const agreed = readings.every((r) => r.value === surest.value);
    return agreed ? surest : { value: surest.value, confidence: surest.confidence * 0.5 };
  }
  return undefined;
}

const dateOrder = (d: ExtractedDate) => (d.year ?? 0) * 10_000 + d.month * 100 + d.day;

/** A delivery read before its pickup is doubtful: both are marked for the driver to check. */
function checkDateOrder(load: ExtractedLoad): ExtractedLoad {
  const { pickupDate, deliveryDate } = load;
  if (!pickupDate || !deliveryDate) return load;
  if (dateOrder(deliveryDate.value) >= dateOrder(pickupDate.value)) return load;
  const doubt = (r: typeof pickupDate) => ({ ...r, confidence: (r.confidence ?? 1) * 0.5 });
  return { ...load, pickupDate: doubt(pickupDate), deliveryDate: doubt(deliveryDate) };
}

const present = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;

/** The load details in the OCR lines of one or more photos, in page order. */
export function parseLoadText(lines: OcrLine[]): ExtractedLoad {
  const clean = pairColumns(
    lines
      .map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }))
      .filter((line) => line.text),
  );
  const places = pickPair(candidates(clean, placesIn), samePlace);
  const dates = pickPair(candidates(clean, datesIn), sameDate);
  const load = present({
    loadNumber: loadNumberIn(clean),
    pickup: places.pickup,
    delivery: places.delivery,
    pickupDate: dates.pickup,
    deliveryDate: dates.delivery,
    ...findMiles(clean),
    ...findPay(clean),
    broker: findBroker(clean),
  });
  return checkDateOrder(completeMiles(load));
}
