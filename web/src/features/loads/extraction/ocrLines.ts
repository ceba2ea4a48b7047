/**
 * The OCR output the parsers read: lines of text with how sure the OCR was of each line and, when
 * it says, of each word and where it starts on the page. A value's confidence is that of the
 * words it was read from, so one smudged digit in a load number marks that field, not the whole
 * line.
 */

/** tesseract's confidences are 0 to 100. */
export interface OcrWord {
  text: string;
  confidence: number;
  /** Where the word starts across the page, in its pixels. */
  left?: number;
}

export interface OcrLine {
  text: string;
  confidence: number;
  words?: OcrWord[];
}

const fraction = (confidence: number) => Math.max(0, Math.min(1, confidence / 100));

const lineConfidence = (line: OcrLine) => fraction(line.confidence);

/** The line's words that hold any of its characters from `start` to `end`. */
function wordsIn(line: OcrLine, start: number, end: number): OcrWord[] {
  const found: OcrWord[] = [];
  let cursor = 0;
  for (const word of line.words ?? []) {
    const at = line.text.indexOf(word.text, cursor);
    if (at < 0) continue;
    cursor = at + word.text.length;
    if (at < end && cursor > start) found.push(word);
  }
  return found;
}

/** How sure the OCR was of the characters from `start` to `end` of the line: its least sure word. */
export function spanConfidence(line: OcrLine, start: number, end: number): number {
  const words = wordsIn(line, start, end);
  if (!words.length) return lineConfidence(line);
  return fraction(Math.min(...words.map((w) => w.confidence)));
}

/** Where the character at `index` of the line starts across the page: its word's left edge. */
export const leftAt = (line: OcrLine, index: number): number | undefined =>
  wordsIn(line, index, index + 1)[0]?.left;
