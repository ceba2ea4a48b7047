/**
 * What the load pays, in OCR lines (docs/pay.md: Load pays is the rate confirmation's total): the
 * amount after a money label ('Total Carrier Pay $1,250.00', 'Rate: $2,272.86 all in', 'Linehaul
 * 1,100.00'), or on the line under a label that stands alone. The total and the line haul are read
 * apart so the form can prefer the total. A fuel surcharge, a per-mile rate or a weight is never
 * taken for either: a label's amount must come before any word of another charge or measure.
 */
import {
  decimalToScaled,
  findAmounts,
  isLoadPay,
  type ExtractedLoad,
} from '@haulbook/sync-protocol';
import { spanConfidence, type OcrLine } from './ocrLines';

type PayKey = 'totalPay' | 'lineHaul';
type Pay = Pick<ExtractedLoad, PayKey>;

interface PayLabel {
  key: PayKey;
  pattern: RegExp;
  /** How surely the label names what the load pays. */
  trust: number;
  /** Whether it may take a bare whole number: 'Total' or 'Rate' before one may mean miles. */
  bare: boolean;
}

/** 'l' as OCR may print it in a label: 'Tota1', 'TOTAI', 'Linehau|'. */
const l = '[lI1|]';
const total = `t[o0]ta${l}`;

const payLabels: PayLabel[] = [
  {
    key: 'totalPay',
    pattern: new RegExp(
      `\\b(?:${total}\\s+(?:(?:carrier|load)\\s+)?(?:pay(?:ment)?|rate|amount|charges?|due|freight(?:\\s+charges?)?)|grand\\s+${total}|carrier\\s+pay|amount\\s+due)\\b`,
      'gi',
    ),
    trust: 1,
    bare: true,
  },
  { key: 'totalPay', pattern: new RegExp(`\\b${total}\\b`, 'gi'), trust: 0.9, bare: false },
  {
    key: 'totalPay',
    pattern: /\b(?:(?:all[\s-]?in|flat|agreed|carrier|load)\s+)?rate\b/gi,
    trust: 0.9,
    bare: false,
  },
  { key: 'lineHaul', pattern: new RegExp(`\\bline[\\s-]?hau${l}`, 'gi'), trust: 1, bare: true },
];

/** A label word that names something else: 'Total Miles', 'Rate Confirmation', 'Rate per mile'. */
const otherAfter =
  /^\s*(?:mi(?:les?)?\b|miles|weight|wt\b|lbs?\b|pounds|pieces|pcs\b|pallets|units|stops?\b|hours|qty|con(?:f(?:irmation)?)?\b|per\b|\/)/i;
/** Charges and rates that are not the load's pay: 'Fuel rate', 'Detention rate', 'Subtotal'. */
const otherBefore =
  /\b(?:fuel|fsc|detention|layover|stop|hourly|tarp|tonu|lumper|mile|tax|sub|driver)\s*$/i;
/** Words between a label and an amount that show the amount belongs to something else. */
const otherBetween =
  /\b(?:fuel|fsc|surcharge|detention|layover|lumper|advance|deduction|tarp|accessorials?|miles?|weight|lbs|fee|load|order|total|rate|line\s?haul)\b|#/i;
/** A label further from its amount than this is not beside it. */
const maxGap = 40;
/** A label alone on its line, its amount on the next: less sure than one beside it. */
const below = 0.85;

interface Reading {
  key: PayKey;
  value: string;
  trust: number;
  confidence: number;
}

/** Only separators: a bare whole number counts only right after its label ('Line Haul: 1100'). */
const separators = /^[\s:=.|-]*$/;

/** The first amount that could be the load's pay in `text`, before any word of another charge. */
function amountAfter(text: string, bare: boolean) {
  for (const found of findAmounts(text)) {
    const between = text.slice(0, found.index);
    if (between.length > maxGap || otherBetween.test(between)) return undefined;
    const money = found.marked || (bare && separators.test(between));
    if (money && isLoadPay(found.amount)) return found;
  }
  return undefined;
}

function readingsOn(lines: OcrLine[], at: number): Reading[] {
  const line = lines[at]!;
  return payLabels.flatMap(({ key, pattern, trust, bare }) =>
    [...line.text.matchAll(pattern)].flatMap((m) => {
      const end = m.index + m[0].length;
      const after = line.text.slice(end);
      if (otherAfter.test(after) || otherBefore.test(line.text.slice(0, m.index))) return [];
      const beside = amountAfter(after, bare);
      if (beside) {
        const start = end + beside.index;
        const confidence = spanConfidence(line, start, start + beside.length) * trust;
        return [{ key, value: beside.amount, trust, confidence }];
      }
      const next = lines[at + 1];
      const alone = m.index === 0 && separators.test(after);
      const under = alone && next ? amountAfter(next.text, bare) : undefined;
      if (!next || !under || under.index > 0) return [];
      const confidence = spanConfidence(next, 0, under.length) * trust * below;
      return [{ key, value: under.amount, trust: trust * below, confidence }];
    }),
  );
}

/**
 * The surest reading of the most trusted label. When the paper gives another figure under as
 * trusted a label, the one taken is marked doubtful.
 */
function pick(readings: Reading[]): ExtractedLoad['totalPay'] {
  const best = [...readings].sort((a, b) => b.trust - a.trust || b.confidence - a.confidence)[0];
  if (!best) return undefined;
  const rivals = readings.filter((r) => r.trust === best.trust && r.value !== best.value);
  return { value: best.value, confidence: best.confidence * (rivals.length ? 0.5 : 1) };
}

/** A total below its own line haul is misread: both are marked for the driver to check. */
function checkTotal(pay: Pay): Pay {
  const { totalPay, lineHaul } = pay;
  if (!totalPay || !lineHaul) return pay;
  if (decimalToScaled(totalPay.value, 2) >= decimalToScaled(lineHaul.value, 2)) return pay;
  const doubt = (r: typeof totalPay) => ({ ...r, confidence: (r.confidence ?? 1) * 0.5 });
  return { totalPay: doubt(totalPay), lineHaul: doubt(lineHaul) };
}

/** The total and the line haul the lines state, each only when the paper prints it. */
export function findPay(lines: OcrLine[]): Pay {
  const readings = lines.flatMap((_, at) => readingsOn(lines, at));
  const pay: Pay = {};
  for (const key of ['totalPay', 'lineHaul'] as const) {
    const read = pick(readings.filter((r) => r.key === key));
    if (read) pay[key] = read;
  }
  return checkTotal(pay);
}
