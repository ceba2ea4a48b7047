/**
 * Finding the page in a photo, on a small copy of it: paper is brighter than what it lies on, so
 * the largest bright region (Otsu's threshold) is the page, and its four corners are where it is.
 * When that is not clear (no contrast, a region too small, not four-sided, or one that fills the
 * frame, as an already flat scan does) there is no page to straighten and the answer is null.
 */
import type { Gray } from './gray';

export interface Point {
  x: number;
  y: number;
}

/** The threshold that best splits the image's histogram into dark and bright (Otsu, 1979). */
export function otsu(image: Gray): { threshold: number; separation: number } {
  const histogram = new Float64Array(256);
  for (const v of image.data) histogram[Math.min(255, Math.max(0, Math.round(v)))]! += 1;
  const total = image.data.length;
  const sum = histogram.reduce((s, count, v) => s + count * v, 0);
  let below = 0;
  let belowSum = 0;
  let best = { threshold: 0, separation: 0, variance: -1 };
  for (let t = 0; t < 255; t++) {
    below += histogram[t]!;
    belowSum += t * histogram[t]!;
    const above = total - below;
    if (below === 0 || above === 0) continue;
    const separation = (sum - belowSum) / above - belowSum / below;
    const variance = below * above * separation * separation;
    if (variance > best.variance) best = { threshold: t + 0.5, separation, variance };
  }
  return { threshold: best.threshold, separation: best.separation };
}

/** The pixel indexes of the largest 4-connected region of `mask`. */
export function largestRegion(mask: Uint8Array, width: number): number[] {
  const seen = new Uint8Array(mask.length);
  let largest: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const region = [start];
    seen[start] = 1;
    for (let k = 0; k < region.length; k++) {
      const i = region[k]!;
      const x = i % width;
      const next = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const n of next) {
        if (n < 0 || n >= mask.length || !mask[n] || seen[n]) continue;
        seen[n] = 1;
        region.push(n);
      }
    }
    if (region.length > largest.length) largest = region;
  }
  return largest;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** How far `p` lies to one side of the line through `a` and `b` (signed, twice the triangle). */
const side = (a: Point, b: Point, p: Point) =>
  (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);

const farthest = (points: Point[], score: (p: Point) => number) =>
  points.reduce((best, p) => (score(p) > score(best) ? p : best));

/** Shoelace area of a polygon. */
export const area = (corners: Point[]) =>
  Math.abs(
    corners.reduce((s, p, i) => {
      const q = corners[(i + 1) % corners.length]!;
      return s + p.x * q.y - q.x * p.y;
    }, 0),
  ) / 2;

/** Top-left, top-right, bottom-right, bottom-left, whatever the page's turn. */
export function ordered(corners: Point[]): Point[] {
  const cx = corners.reduce((s, p) => s + p.x, 0) / corners.length;
  const cy = corners.reduce((s, p) => s + p.y, 0) / corners.length;
  const around = [...corners].sort(
    (a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx),
  );
  const first = around.indexOf(farthest(around, (p) => -(p.x + p.y)));
  return [...around.slice(first), ...around.slice(0, first)];
}

/**
 * A convex region's four corners, at any turn: the point farthest from its centre, the point
 * farthest from that one (the opposite corner), then the farthest on each side of that diagonal.
 */
export function cornersOf(points: Point[]): Point[] {
  const centre = {
    x: points.reduce((s, p) => s + p.x, 0) / points.length,
    y: points.reduce((s, p) => s + p.y, 0) / points.length,
  };
  const a = farthest(points, (p) => distance(p, centre));
  const c = farthest(points, (p) => distance(p, a));
  const b = farthest(points, (p) => side(a, c, p));
  const d = farthest(points, (p) => -side(a, c, p));
  return ordered([a, b, c, d]);
}

/** Share of the frame a page must cover, and at most cover before it counts as a flat scan. */
const smallestPage = 0.15;
const flatScan = 0.9;
/** How closely the region must fill its four corners' outline to count as four-sided. */
const quadFit = 0.06;
/** Brightness difference (of 255) between paper and background below which nothing is found. */
const leastContrast = 40;

const touchesFrame = (region: number[], width: number, height: number) =>
  region.filter((i) => {
    const x = i % width;
    const y = Math.floor(i / width);
    return x === 0 || y === 0 || x === width - 1 || y === height - 1;
  }).length >
  0.05 * (width + height);

/** The region's area with its holes (the print on the page) filled: all the background cannot reach. */
function filledArea(region: number[], width: number, height: number): number {
  const blocked = new Uint8Array(width * height);
  for (const i of region) blocked[i] = 1;
  const outside: number[] = [];
  const reach = (i: number) => {
    if (blocked[i]) return;
    blocked[i] = 1;
    outside.push(i);
  };
  for (let x = 0; x < width; x++) [x, (height - 1) * width + x].forEach(reach);
  for (let y = 0; y < height; y++) [y * width, y * width + width - 1].forEach(reach);
  for (let k = 0; k < outside.length; k++) {
    const i = outside[k]!;
    const x = i % width;
    if (x > 0) reach(i - 1);
    if (x < width - 1) reach(i + 1);
    if (i >= width) reach(i - width);
    if (i + width < blocked.length) reach(i + width);
  }
  return width * height - outside.length;
}

/** The page's corners in the image's pixels, or null when no page is found with confidence. */
export function findPage(image: Gray): Point[] | null {
  const { threshold, separation } = otsu(image);
  if (separation < leastContrast) return null;
  const mask = Uint8Array.from(image.data, (v) => (v > threshold ? 1 : 0));
  const region = largestRegion(mask, image.width);
  const frame = image.width * image.height;
  const share = region.length / frame;
  if (share < smallestPage || share > flatScan) return null;
  if (touchesFrame(region, image.width, image.height)) return null;
  const points = region.map((i) => ({
    x: (i % image.width) + 0.5,
    y: Math.floor(i / image.width) + 0.5,
  }));
  const corners = cornersOf(points);
  const fit = filledArea(region, image.width, image.height) / area(corners);
  return Math.abs(1 - fit) <= quadFit ? corners : null;
}
