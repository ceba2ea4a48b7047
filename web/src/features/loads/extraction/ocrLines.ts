/** The OCR output the parsers read: lines of text, each with how sure the OCR was of it. */

/** One line of OCR output; tesseract's confidence is 0 to 100. */
export interface OcrLine {
  text: string;
  confidence: number;
}

export const lineConfidence = (line: OcrLine) => Math.max(0, Math.min(1, line.confidence / 100));
