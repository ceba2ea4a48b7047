import { describe, expect, it } from 'vitest';
import { leadingLetters, lookTwice, readLetterO, type Box, type SeenWord } from './secondLook';

/** A word whose characters are `widths` pixels wide, side by side from x = 0. */
function word(text: string, widths: number[], confidence = 90): SeenWord {
  let x = 0;
  const symbols = [...text].map((char, i) => {
    const bbox = { x0: x, y0: 0, x1: x + widths[i]!, y1: 20 };
    x += widths[i]! + 2;
    return { text: char, bbox };
  });
  return { text, confidence, bbox: { x0: 0, y0: 0, x1: x, y1: 20 }, symbols };
}

describe('readLetterO: a wide zero in a code is the letter O', () => {
  it.each([
    [
      'an O after a letter, wider than the figures',
      'S0412144',
      [14, 18, 14, 12, 12, 12, 14, 14],
      'SO412144',
    ],
    ['a zero as wide as the figures', 'S0412144', [14, 13, 14, 12, 12, 12, 14, 14], 'S0412144'],
    ['a zero after a figure', 'LD-25310', [15, 18, 8, 12, 12, 12, 12, 17], 'LD-25310'],
    [
      'a box the OCR cut badly, far too wide',
      'LD-09600',
      [15, 18, 8, 26, 12, 12, 12, 12],
      'LD-09600',
    ],
    ['a date, not a code', '03/01/2026', [14, 10, 6, 14, 10, 6, 10, 14, 10, 10], '03/01/2026'],
  ])('%s', (_, text, widths, read) => {
    expect(readLetterO(word(text, widths))).toBe(read);
  });
});

describe('leadingLetters: two readings of a code', () => {
  it.each([
    ['7594225', 'T594225', 'T'],
    ['50257964', 'S0257964', 'S'],
    ['SO412144', '50412144', 'SO'],
    ['S0412144', 'S0412144', ''],
    ['RC-83739', 'RC-03739', ''],
    ['7594225', '1594225', ''],
  ])('%s and %s lead with %j', (first, again, letters) => {
    expect(leadingLetters(first, again)).toBe(letters);
  });
});

describe('lookTwice', () => {
  const box = (x0: number): Box => ({ x0, y0: 100, x1: x0 + 80, y1: 120 });
  const seen = (text: string, confidence: number, x0: number): SeenWord => ({
    text,
    confidence,
    bbox: box(x0),
  });

  it('reads a doubtful word with figures again, and keeps the surer reading', async () => {
    const asked: number[] = [];
    const lines = await lookTwice(
      [
        {
          confidence: 80,
          words: [
            seen('Load', 96, 10),
            seen('#', 90, 60),
            seen('7594225', 33, 80),
            seen('Truck', 40, 200),
          ],
        },
        { confidence: 90, words: [seen('Total:', 95, 10), seen('1,908', 71, 300)] },
      ],
      // The region holds the word and a margin of 0.4 of its height (8 px) around it.
      async (region) => {
        asked.push(region.x0 + 8);
        return region.x0 + 8 === 80 ? [seen('T594225', 90, 80)] : [];
      },
    );
    expect(lines.map((l) => l.text)).toEqual(['Load # T594225 Truck', 'Total: 1,908']);
    expect(lines[0]!.words?.map((w) => w.left)).toEqual([10, 60, 80, 200]);
    // 'Truck' has no figures, so only the two doubtful figures are read again.
    expect(asked).toEqual([80, 300]);
  });

  it('keeps the first reading when the second is less sure', async () => {
    const lines = await lookTwice([{ confidence: 80, words: [seen('1427', 60, 10)] }], async () => [
      seen('14271', 40, 10),
    ]);
    expect(lines[0]!.text).toBe('1427');
  });
});
