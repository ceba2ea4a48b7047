import { describe, expect, it } from 'vitest';
import { cleanPage, type Pixels } from './preprocess';

const width = 400;
const height = 200;

/** A page photographed in uneven light: paper from 230 (left) to 120 (right, in shadow). */
function photo(paint: (x: number, y: number, paper: number) => number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const paper = Math.round(230 - (110 * x) / width);
      const value = paint(x, y, paper);
      const p = (y * width + x) * 4;
      data[p] = data[p + 1] = data[p + 2] = value;
      data[p + 3] = 255;
    }
  }
  return { data, width, height };
}

const at = (image: Pixels, x: number, y: number) => image.data[(y * width + x) * 4]!;

/** Faded strokes 3 px wide and 14 px tall, like letters, every 12 px along y 60..74. */
const isLetter = (x: number, y: number) => y >= 60 && y < 74 && x % 12 < 3;
/** A table rule: one dark row across the page at y = 120. */
const isRule = (_: number, y: number) => y === 120;

describe('cleanPage', () => {
  const cleaned = cleanPage(
    photo((x, y, paper) => (isRule(x, y) ? 40 : isLetter(x, y) ? paper * 0.55 : paper)),
  );

  it('prints paper white, in the light and in the shadow', () => {
    expect(at(cleaned, 20, 30)).toBe(255);
    expect(at(cleaned, 380, 30)).toBe(255);
  });

  it('prints faded letters dark, in the light and in the shadow', () => {
    expect(at(cleaned, 24, 66)).toBeLessThan(80);
    expect(at(cleaned, 373, 66)).toBeLessThan(80);
  });

  it('erases the long rules of tables and boxes', () => {
    for (const x of [10, 200, 390]) expect(at(cleaned, x, 120)).toBe(255);
  });
});
