/**
 * A key/value table photographed at an angle often comes out of OCR as two columns, one after the
 * other: every label on its own line, then every value. This puts each value back beside its label
 * so the parsers see 'Pickup Date 6/30' as printed.
 */
import type { OcrLine } from './ocrLines';

/** A label cell: a few words, no figures ('Trip #', 'Pickup Date', 'Loaded Miles:'). */
const labelOnly = /^[A-Za-z][A-Za-z/ .'-]{1,30}[#:]?$/;

function labelRun(lines: OcrLine[], from: number): number {
  let end = from;
  while (
    end < lines.length &&
    labelOnly.test(lines[end]!.text) &&
    lines[end]!.text.split(' ').length <= 3
  )
    end++;
  return end - from;
}

export function pairColumns(lines: OcrLine[]): OcrLine[] {
  const out: OcrLine[] = [];
  for (let i = 0; i < lines.length;) {
    const run = labelRun(lines, i);
    const values = lines.slice(i + run, i + 2 * run);
    if (run >= 3 && values.length === run && values.every((v) => labelRun([v], 0) === 0)) {
      for (let k = 0; k < run; k++) {
        const [label, value] = [lines[i + k]!, values[k]!];
        const words = [...(label.words ?? []), ...(value.words ?? [])];
        out.push({
          text: `${label.text} ${value.text}`,
          confidence: Math.min(label.confidence, value.confidence) * 0.9,
          ...(words.length ? { words } : {}),
        });
      }
      i += 2 * run;
      continue;
    }
    out.push(lines[i]!);
    i++;
  }
  return out;
}
