/**
 * The OCR output the parsers read: lines of text with how sure the OCR was of each line and, when
 * it says, of each word. A value's confidence is that of the words it was read from, so one
 * smudged digit in a load number marks that field, not the whole line.
 */

/** tesseract's confidences are 0 to 100. */
export interface OcrWord {
  text: string;
  confidence: number;
}

export interface OcrLine {
  text: string;
  confidence: number;
  words?: OcrWord[];
}

const fraction = (confidence: number) => Math.max(0, Math.min(1, confidence / 100));

const lineConfidence = (line: OcrLine) => fraction(line.confidence);

/** How sure the OCR was of the characters from `start` to `end` of the line: its least sure word. */
export function spanConfidence(line: OcrLine, start: number, end: number): number {
  if (!line.words?.length) return lineConfidence(line);
  let cursor = 0;
  let least: number | undefined;
  for (const word of line.words) {
    const at = line.text.indexOf(word.text, cursor);
    if (at < 0) continue;
    cursor = at + word.text.length;
    if (at < end && cursor > start) least = Math.min(least ?? 100, word.confidence);
  }
  return least === undefined ? lineConfidence(line) : fraction(least);
}
