/**
 * What the OCR read, looked at twice where it doubts. Read as a line, a load number such as
 * 'T594225' or 'SO412144' is pulled towards the figures around it ('7594225', 'S0412144'), and the
 * OCR says so with a low confidence. So:
 *
 * - a doubtful word with figures in it is read again on its own, and the surer reading is kept;
 * - in a code of letters and figures, a '0' much wider than the code's other figures is the
 *   letter O: figures are all one width in nearly every typeface, an O is wider.
 *
 * Pure apart from `readAlone`, which the caller gives (tesseract on a crop of the page).
 */
import type { OcrLine, OcrWord } from './ocrLines';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A word as tesseract gives it: where it is, and where each of its characters is. */
export interface SeenWord {
  text: string;
  confidence: number;
  bbox: Box;
  symbols?: { text: string; bbox: Box }[];
}

export interface SeenLine {
  confidence: number;
  words: SeenWord[];
}

/** Reads the page inside `box` as one line of text, on its own. */
export type ReadAlone = (box: Box) => Promise<SeenWord[]>;

/** Below this confidence a word with figures is read again. */
const doubtfulBelow = 85;
/** At most this many words a page are read again: each costs a little OCR. */
const maxSecondLooks = 8;
/**
 * A '0' this much wider than the word's median figure is an O; wider still, the OCR has cut the
 * word badly (a photo's blur or noise) and its widths say nothing.
 */
const letterOWidth = { least: 1.2, most: 1.6 };
/** A code of letters and figures: 'SO412144', 'LD-09600' ('$' is OCR's S at the start). */
const letterCode = /^[A-Z$][A-Z\d-]+$/;

const width = (box: Box) => box.x1 - box.x0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A code's text with its wide zeros read as O (see the header). */
export function readLetterO({ text, symbols = [] }: SeenWord): string {
  const figures = symbols.filter((s) => /^[2-9]$/.test(s.text)).map((s) => width(s.bbox));
  if (!letterCode.test(text) || figures.length < 2 || symbols.length !== text.length) return text;
  const typical = median(figures);
  const chars = [...text];
  chars.forEach((c, i) => {
    const ratio = width(symbols[i]!.bbox) / typical;
    const wide = ratio >= letterOWidth.least && ratio <= letterOWidth.most;
    if (c === '0' && i > 0 && /[A-Z$]/.test(chars[i - 1]!) && wide) chars[i] = 'O';
  });
  return chars.join('');
}

/** Figures OCR gives for letters printed alike. */
const figureFor: Record<string, string> = { S: '5', O: '0', T: '7', I: '1', B: '8', Z: '2' };

/**
 * The leading letters of a code read twice, where the readings differ only by a letter and its
 * figure twin there ('T594225' and '7594225' give 'T'); '' when they do not so differ. Pulled by
 * the figures after them, the OCR turns a code's letters into figures, not figures into letters.
 */
export function leadingLetters(first: string, again: string): string {
  if (first.length !== again.length) return '';
  let letters = '';
  let twins = false;
  for (let i = 0; i < first.length; i++) {
    const [a, b] = [first[i]!, again[i]!];
    const twin = figureFor[a] === b ? a : figureFor[b] === a ? b : undefined;
    if (!twin && !(a === b && /[A-Z]/.test(a))) break;
    twins ||= Boolean(twin);
    letters += twin ?? a;
  }
  return twins ? letters : '';
}

/** One word read twice: its leading letters from either reading, the rest from the surer one. */
function merged(first: SeenWord, again: SeenWord): SeenWord | undefined {
  const letters = leadingLetters(first.text, again.text);
  if (!letters) return undefined;
  const surest = again.confidence > first.confidence ? again : first;
  return { ...surest, text: letters + surest.text.slice(letters.length) };
}

const doubtful = (word: SeenWord) =>
  word.confidence < doubtfulBelow && (word.text.match(/\d/g)?.length ?? 0) >= 3;

/** The word and a margin around it, so the second reading sees whole characters. */
function around({ bbox }: SeenWord): Box {
  const margin = Math.round((bbox.y1 - bbox.y0) * 0.4);
  return { x0: bbox.x0 - margin, y0: bbox.y0 - margin, x1: bbox.x1 + margin, y1: bbox.y1 + margin };
}

const surer = (again: SeenWord[], first: SeenWord) =>
  again.length > 0 && Math.min(...again.map((w) => w.confidence)) > first.confidence;

/** The page's lines for the parsers, the doubtful words with figures read a second time. */
export async function lookTwice(lines: SeenLine[], readAlone: ReadAlone): Promise<OcrLine[]> {
  const candidates = lines
    .flatMap((line) => line.words.filter(doubtful))
    .sort((a, b) => a.confidence - b.confidence)
    .slice(0, maxSecondLooks);
  const readings = new Map<SeenWord, SeenWord[]>();
  for (const word of candidates) {
    const again = await readAlone(around(word));
    const both = again.length === 1 ? merged(word, again[0]!) : undefined;
    if (both) readings.set(word, [both]);
    else if (surer(again, word)) readings.set(word, again);
  }
  return lines.map((line) => {
    const words: OcrWord[] = line.words
      .flatMap((word) => readings.get(word) ?? [word])
      .map((word) => ({
        text: readLetterO(word),
        confidence: word.confidence,
        left: word.bbox.x0,
      }));
    return { text: words.map((w) => w.text).join(' '), confidence: line.confidence, words };
  });
}
