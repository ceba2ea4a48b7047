import { describe, expect, it } from 'vitest';
import type { OcrLine } from './ocrLines';
import { findMiles } from './parseMiles';

const lines = (text: string): OcrLine[] =>
  text
    .trim()
    .split('\n')
    .map((t) => ({ text: t.trim(), confidence: 90 }));

const miles = (text: string) =>
  Object.fromEntries(Object.entries(findMiles(lines(text))).map(([k, v]) => [k, v.value]));

describe("findMiles: a dispatch sheet's miles grid, photographed", () => {
  it('drops the specks a photo leaves at either end of the row', () => {
    expect(
      miles(`
        3 | Loaded | Empty Total
        i [ 1.908 |o | 1.908
      `),
    ).toEqual({ loadedMiles: 1908, emptyMiles: 0, totalMiles: 1908 });
  });

  it('reads the figures past a speck on a line of its own', () => {
    expect(
      miles(`
        Loaded Empty Total
        4
        d 1,748 37 -
      `),
    ).toEqual({ loadedMiles: 1748, emptyMiles: 37 });
  });

  it('looks no further than two lines under the header', () => {
    expect(
      miles(`
        Loaded Empty Total
        4
        Call dispatch
        1,748 37 -
      `),
    ).toEqual({});
  });
});
