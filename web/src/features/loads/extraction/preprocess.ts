/**
 * Cleans a photo of paperwork before OCR (pure: pixels in, pixels out). A phone photo in a cab has
 * uneven light and faded print, so each pixel is judged against its neighbourhood (Bradley's
 * adaptive threshold) rather than one level for the page; and the ruled boxes of rate confirmations
 * and bills of lading, which make tesseract drop the text inside them, are erased.
 */

/** RGBA pixels, as a canvas's ImageData holds them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function grayscale({ data, width, height }: Pixels): Uint8Array {
  const gray = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < gray.length; i++, p += 4) {
    gray[i] = (data[p]! * 77 + data[p + 1]! * 150 + data[p + 2]! * 29) >> 8;
  }
  return gray;
}

/** Sums of every rectangle from the origin, so any window's sum costs four lookups. */
function integral(gray: Uint8Array, width: number, height: number): Float64Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += gray[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  return sums;
}

/** Each pixel's brightness against the mean of its neighbourhood (1: as bright as the paper). */
function relativeToSurroundings(image: Pixels): Float32Array {
  const { width, height } = image;
  const gray = grayscale(image);
  const sums = integral(gray, width, height);
  const half = Math.max(8, Math.round(Math.max(width, height) / 32));
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const area = (x1 - x0) * (y1 - y0);
      const sum =
        sums[y1 * (width + 1) + x1]! -
        sums[y0 * (width + 1) + x1]! -
        sums[y1 * (width + 1) + x0]! +
        sums[y0 * (width + 1) + x0]!;
      out[y * width + x] = (gray[y * width + x]! * area) / Math.max(1, sum);
    }
  }
  return out;
}

/** Marks straight dark runs at least `minRun` long along rows (step 1) or columns (step width). */
function markRuns(
  dark: Uint8Array,
  rule: Uint8Array,
  count: number,
  length: number,
  step: number,
  stride: number,
  minRun: number,
) {
  for (let line = 0; line < count; line++) {
    const start = line * stride;
    let run = 0;
    for (let i = 0; i <= length; i++) {
      if (i < length && dark[start + i * step]) {
        run++;
        continue;
      }
      if (run >= minRun) for (let j = i - run; j < i; j++) rule[start + j * step] = 1;
      run = 0;
    }
  }
}

/** The pixels of long horizontal and vertical rules (tables, boxes), widened by one pixel. */
export function findRules(dark: Uint8Array, width: number, height: number): Uint8Array {
  const rule = new Uint8Array(width * height);
  markRuns(dark, rule, height, width, 1, width, Math.max(60, Math.round(width / 20)));
  markRuns(dark, rule, width, height, width, 1, Math.max(45, Math.round(width / 25)));
  const widened = rule.slice();
  for (let i = 0; i < rule.length; i++) {
    if (!rule[i]) continue;
    if (i >= width) widened[i - width] = 1;
    if (i + width < rule.length) widened[i + width] = 1;
    if (i % width > 0) widened[i - 1] = 1;
    if (i % width < width - 1) widened[i + 1] = 1;
  }
  return widened;
}

/** Paper this much darker than its surroundings counts as ink. */
const inkBelow = 0.85;
/** Ink at or below this relative brightness prints black; the paper's own level prints white. */
const blackAt = 0.45;
const whiteAt = 0.95;

/**
 * The page with even light and full contrast (faded print darkened, shadows lifted), its rules
 * erased, written back into `image` as gray.
 */
export function cleanPage(image: Pixels): Pixels {
  const { width, height, data } = image;
  const relative = relativeToSurroundings(image);
  const dark = new Uint8Array(relative.length);
  for (let i = 0; i < relative.length; i++) dark[i] = relative[i]! < inkBelow ? 1 : 0;
  const rules = findRules(dark, width, height);
  for (let i = 0, p = 0; i < relative.length; i++, p += 4) {
    const level = (relative[i]! - blackAt) / (whiteAt - blackAt);
    const value = rules[i] ? 255 : Math.round(255 * Math.max(0, Math.min(1, level)));
    data[p] = data[p + 1] = data[p + 2] = value;
    data[p + 3] = 255;
  }
  return image;
}
