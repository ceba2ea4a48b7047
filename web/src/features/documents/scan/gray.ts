/**
 * Grayscale images as plain arrays (0 black to 255 white), so the scan's steps run the same in a
 * Worker, on the main thread and in tests, with no canvas.
 */
export interface Gray {
  width: number;
  height: number;
  data: Float32Array;
}

export const blank = (width: number, height: number): Gray => ({
  width,
  height,
  data: new Float32Array(width * height),
});

/** An RGBA image's brightness (Rec. 601 weights, as a JPEG's luma). */
export function grayOf(rgba: Uint8ClampedArray, width: number, height: number): Gray {
  const out = blank(width, height);
  for (let i = 0; i < out.data.length; i++) {
    out.data[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
  }
  return out;
}

/** Back to opaque RGBA, for a canvas to encode. */
export function rgbaOf(image: Gray): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(image.data.length * 4);
  for (let i = 0; i < image.data.length; i++) {
    const v = image.data[i]!;
    out[i * 4] = v;
    out[i * 4 + 1] = v;
    out[i * 4 + 2] = v;
    out[i * 4 + 3] = 255;
  }
  return out;
}

/** Each `factor` × `factor` block averaged into one pixel: quick, and without aliasing. */
export function shrink(image: Gray, factor: number): Gray {
  const out = blank(Math.ceil(image.width / factor), Math.ceil(image.height / factor));
  const counts = new Float32Array(out.data.length);
  for (let y = 0; y < image.height; y++) {
    const row = Math.floor(y / factor) * out.width;
    for (let x = 0; x < image.width; x++) {
      const i = row + Math.floor(x / factor);
      out.data[i]! += image.data[y * image.width + x]!;
      counts[i]! += 1;
    }
  }
  for (let i = 0; i < out.data.length; i++) out.data[i]! /= counts[i]!;
  return out;
}

/** The image's value at a fractional position, from its four nearest pixels. */
export function sample(image: Gray, x: number, y: number): number {
  const cx = Math.min(Math.max(x, 0), image.width - 1);
  const cy = Math.min(Math.max(y, 0), image.height - 1);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(x0 + 1, image.width - 1);
  const y1 = Math.min(y0 + 1, image.height - 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const at = (px: number, py: number) => image.data[py * image.width + px]!;
  const top = at(x0, y0) + (at(x1, y0) - at(x0, y0)) * fx;
  const bottom = at(x0, y1) + (at(x1, y1) - at(x0, y1)) * fx;
  return top + (bottom - top) * fy;
}

/** Bilinear resize to `width` × `height`, pixel centres mapped onto pixel centres. */
export function resize(image: Gray, width: number, height: number): Gray {
  const out = blank(width, height);
  const sx = image.width / width;
  const sy = image.height / height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      out.data[y * width + x] = sample(image, (x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5);
    }
  }
  return out;
}

/** One pass of a running filter along rows (step 1) or columns (step width). */
function pass(
  image: Gray,
  radius: number,
  horizontal: boolean,
  reduce: (values: number[]) => number,
): Gray {
  const out = blank(image.width, image.height);
  const [lines, length] = horizontal ? [image.height, image.width] : [image.width, image.height];
  const index = (line: number, i: number) =>
    horizontal ? line * image.width + i : i * image.width + line;
  for (let line = 0; line < lines; line++) {
    for (let i = 0; i < length; i++) {
      const values: number[] = [];
      for (let k = Math.max(0, i - radius); k <= Math.min(length - 1, i + radius); k++) {
        values.push(image.data[index(line, k)]!);
      }
      out.data[index(line, i)] = reduce(values);
    }
  }
  return out;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const most = (values: number[]) => Math.max(...values);

/** Box blur; meant for small images (the background estimate), where its cost is nothing. */
export const blur = (image: Gray, radius: number): Gray =>
  pass(pass(image, radius, true, mean), radius, false, mean);

/** Each pixel the brightest around it: dark print wiped out of a background estimate. */
export const brightest = (image: Gray, radius: number): Gray =>
  pass(pass(image, radius, true, most), radius, false, most);
