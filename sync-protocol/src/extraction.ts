/**
 * Load details read from paperwork photos (docs/product.md §7 Image extraction). Two readers produce them: the
 * OCR parser on the device, and the API reading the external webhook's answer. Both hand the Add New
 * Load dialog this one shape, built from the same value readers ('City, ST', month/day, miles), so a
 * date or a city reads the same whichever way the photos went.
 */
import * as z from 'zod/mini';
import { usStates, type UsState } from './states.js';
import { deferred } from './deferred.js';
import { readPaySchema } from './extraction-money.js';
import { lookbehindOr } from './lookbehind.js';

/** docs/product.md §5 Image extraction and §8 Extraction texts. */
export const extractionMessages = {
  success: 'Data Extracted Successfully',
  failedTitle: 'Extraction Failed',
  invalidFilesTitle: 'Invalid Files',
  invalidFiles: 'Please select only image files.',
  tooLargeTitle: 'File too large',
  tooLarge: 'Please select images up to 10MB each.',
  tooManyTitle: 'Too Many Files',
  tooMany: 'Please select up to 5 images.',
  fileHint: 'PNG, JPG up to 10MB each',
  webhookGetOnly:
    'The extraction webhook only accepts GET requests. It must be set up to accept POST requests.',
  webhookGone: 'The extraction webhook endpoint was not found.',
  webhookStatus: (status: number, text: string) => `Webhook returned ${status}: ${text}`,
  webhookInvalidJson: 'Webhook returned invalid JSON response',
  fallback: 'Could not extract data from images. Please fill the form manually.',
} as const;

/** docs/product.md §9: up to 5 images per extraction, 10MB each. */
export const maxExtractionPhotos = 5;
export const maxExtractionPhotoBytes = 10 * 1024 * 1024;

const place = deferred(() =>
  z.object({
    city: z.string().check(z.minLength(1), z.maxLength(100)),
    state: z.enum(usStates),
  }),
);
export type ExtractedPlace = z.infer<typeof place>;

/** A date as paperwork prints it: the year only when the paper gives one (docs/product.md: assumed current). */
const date = deferred(() =>
  z.object({
    month: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
    day: z.number().check(z.int(), z.minimum(1), z.maximum(31)),
    year: z.optional(z.number().check(z.int(), z.minimum(2000), z.maximum(2099))),
    time: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/))),
  }),
);
export type ExtractedDate = z.infer<typeof date>;

const miles = deferred(() => z.number().check(z.int(), z.minimum(0), z.maximum(50_000)));

/** A value and how sure its reader is (0 to 1); no confidence when the reader cannot say. */
const reading = <T extends z.ZodMiniType>(value: T) =>
  z.object({ value, confidence: z.optional(z.number().check(z.minimum(0), z.maximum(1))) });

export const extractedLoadSchema = deferred(() =>
  z.object({
    loadNumber: z.optional(reading(z.string().check(z.minLength(1), z.maxLength(50)))),
    pickup: z.optional(reading(place)),
    delivery: z.optional(reading(place)),
    pickupDate: z.optional(reading(date)),
    deliveryDate: z.optional(reading(date)),
    loadedMiles: z.optional(reading(miles)),
    emptyMiles: z.optional(reading(miles)),
    totalMiles: z.optional(reading(miles)),
    /** The total the paper says the load pays, and its line haul apart: docs/pay.md's Load pays. */
    totalPay: z.optional(reading(readPaySchema)),
    lineHaul: z.optional(reading(readPaySchema)),
    /** Who the load is for: the broker named on a rate confirmation, for the form's Company. */
    broker: z.optional(reading(z.string().check(z.minLength(1), z.maxLength(100)))),
  }),
);
export type ExtractedLoad = z.infer<typeof extractedLoadSchema>;

/** GET /api/extraction: whether photos go to the external webhook (else OCR on the device). */
export const extractionModeSchema = deferred(() => z.object({ webhook: z.boolean() }));
/** POST /api/extraction (multipart image1..image5): the webhook's answer, read. */
export const extractionAnswerSchema = deferred(() => z.object({ load: extractedLoadSchema }));

const stateCodes = new Set<string>(usStates);
export const isUsState = (code: string): code is UsState => stateCodes.has(code);

/** 'OKLAHOMA CITY' reads 'Oklahoma City'; a city already in mixed case is kept as printed. */
export function cityCase(city: string): string {
  const trimmed = city.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed.toLowerCase().replace(/(^|[\s.'-])([a-z])/g, (_, sep: string, c: string) => {
    return sep + c.toUpperCase();
  });
}

/** 'City, ST' (a ZIP may follow): docs/product.md §7's Pickup Location and Delivery Location. */
export function readPlace(text: string): ExtractedPlace | undefined {
  const match =
    /^\s*([A-Za-z][A-Za-z .'-]*?)\s*,\s*([A-Za-z]{2})\b(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(text);
  const state = match?.[2]?.toUpperCase();
  if (!match || !state || !isUsState(state)) return undefined;
  return { city: cityCase(match[1]!), state };
}

const monthNames = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

function fullYear(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

function validDate(month: number, day: number, year?: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year ?? 2024, month, 0)).getUTCDate();
  return day <= days && (year === undefined || (year >= 2000 && year <= 2099));
}

function readTime(text: string): string | undefined {
  const match = /^\s*(?:at\s+)?(\d{1,2}):?(\d{2})\s*(am|pm|a\.m\.|p\.m\.)?(?![\d/])/i.exec(text);
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.[0]?.toLowerCase();
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59 || (!half && !match[0].includes(':') && match[1]!.length < 2)) {
    return undefined;
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The date patterns paperwork uses: 3/14, 03/14/2026, 3/14/26, 2026-03-14, Mar 14, 2026. */
const datePatterns: { pattern: RegExp; read: (m: RegExpExecArray) => [number, number, string?] }[] =
  [
    {
      pattern: /\b(20\d{2})-(\d{1,2})-(\d{1,2})\b/,
      read: (m) => [Number(m[2]), Number(m[3]), m[1]],
    },
    {
      pattern: lookbehindOr(
        String.raw`(?<![$\d.,/-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-]\d)`,
        String.raw`\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-]\d)`,
      ),
      read: (m) => [Number(m[1]), Number(m[3]), m[4]],
    },
    {
      pattern: lookbehindOr(
        String.raw`(?<![$\d.,/-])(\d{1,2})\/(\d{1,2})(?![\d/]|\.\d)`,
        String.raw`\b(\d{1,2})\/(\d{1,2})(?![\d/]|\.\d)`,
      ),
      read: (m) => [Number(m[1]), Number(m[2])],
    },
    {
      pattern:
        /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(20\d{2}))?\b/i,
      read: (m) => [monthNames.indexOf(m[1]!.toLowerCase() as 'jan') + 1, Number(m[2]), m[3]],
    },
  ];

export interface DateMatch {
  date: ExtractedDate;
  index: number;
  length: number;
}

/** Every date in a line of text, in order, with where it is. */
export function findDates(text: string): DateMatch[] {
  const found: DateMatch[] = [];
  for (const { pattern, read } of datePatterns) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    for (const m of text.matchAll(global)) {
      const [month, day, yearText] = read(m as RegExpExecArray);
      const year = fullYear(yearText);
      const index = m.index;
      if (!validDate(month, day, year)) continue;
      if (found.some((f) => index < f.index + f.length && f.index < index + m[0].length)) continue;
      const time = readTime(text.slice(index + m[0].length));
      found.push({
        date: { month, day, ...(year ? { year } : {}), ...(time ? { time } : {}) },
        index,
        length: m[0].length,
      });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The first date in the text: docs/product.md §7's Pickup Date and Delivery Date. */
export const readDate = (text: string): ExtractedDate | undefined => findDates(text)[0]?.date;

/** '1,245', '1245 mi' or a number: whole miles, or nothing when it is not a plausible figure. */
export function readMiles(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const match = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(?:mi(?:les)?\.?)?\s*$/i.exec(text);
  if (!match) return undefined;
  const miles = Number(match[1]!.replace(/,/g, ''));
  return miles <= 50_000 ? miles : undefined;
}

/** Loaded, empty and total hang together: the missing one follows from the other two. */
export function completeMiles(load: ExtractedLoad): ExtractedLoad {
  const { loadedMiles: loaded, emptyMiles: empty, totalMiles: total } = load;
  const derived = (value: number, ...from: { confidence?: number }[]) => {
    const known = from.map((r) => r.confidence).filter((c): c is number => c !== undefined);
    return known.length ? { value, confidence: Math.min(...known) } : { value };
  };
  if (loaded && empty && !total) {
    return { ...load, totalMiles: derived(loaded.value + empty.value, loaded, empty) };
  }
  if (loaded && total && !empty && total.value >= loaded.value) {
    return { ...load, emptyMiles: derived(total.value - loaded.value, loaded, total) };
  }
  if (empty && total && !loaded && total.value >= empty.value) {
    return { ...load, loadedMiles: derived(total.value - empty.value, empty, total) };
  }
  return load;
}
