import { describe, expect, it } from 'vitest';
import { blank, type Gray } from './gray';
import { scanPage } from './scanPage';
import { homography, project } from './warp';

/** A letter-shaped page (850 × 1100) of print: a header block and lines of text. */
const page = { width: 850, height: 1100 };
const header = { x0: 60, x1: 400, y0: 60, y1: 160 };
const lines = Array.from({ length: 8 }, (_, i) => ({
  x0: 80,
  x1: 770,
  y0: 260 + i * 100,
  y1: 290 + i * 100,
}));
const inBox = (b: { x0: number; x1: number; y0: number; y1: number }, x: number, y: number) =>
  x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1;

const paperAt = (x: number, y: number) =>
  inBox(header, x, y) || lines.some((line) => inBox(line, x, y)) ? 35 : 235;

const rectangleCorners = [
  { x: 0, y: 0 },
  { x: page.width, y: 0 },
  { x: page.width, y: page.height },
  { x: 0, y: page.height },
];

/**
 * Where a point of the page lands in a photo taken by a phone (focal length 1000 px, lens at the
 * photo's centre) held 1900 px above the page, tilted 25° towards its top and 10° sideways, the
 * page turned 12°.
 */
function camera(p: { x: number; y: number }, photo: Gray) {
  const turn = (12 * Math.PI) / 180;
  const tilt = (25 * Math.PI) / 180;
  const side = (10 * Math.PI) / 180;
  const px = p.x - page.width / 2;
  const py = p.y - page.height / 2;
  const x1 = px * Math.cos(turn) - py * Math.sin(turn);
  const y1 = px * Math.sin(turn) + py * Math.cos(turn);
  const y2 = y1 * Math.cos(tilt);
  const z2 = y1 * Math.sin(tilt);
  const x3 = x1 * Math.cos(side) + z2 * Math.sin(side);
  const z3 = z2 * Math.cos(side) - x1 * Math.sin(side) + 1900;
  return { x: photo.width / 2 + (1000 * x3) / z3, y: photo.height / 2 + (1000 * y2) / z3 };
}

/**
 * The page photographed on a dark table: turned and seen at a slant (its corners where a phone
 * held at an angle puts them), a shadow darkening it from left to right to about half.
 */
function photograph(): { photo: Gray; onPage: (x: number, y: number) => boolean } {
  const photo = blank(1200, 1000);
  const corners = rectangleCorners.map((p) => camera(p, photo));
  const toPage = homography(corners, rectangleCorners);
  const where = (x: number, y: number) => project(toPage, { x: x + 0.5, y: y + 0.5 });
  const onPage = (x: number, y: number) => {
    const p = where(x, y);
    return p.x >= 0 && p.x < page.width && p.y >= 0 && p.y < page.height;
  };
  for (let y = 0; y < photo.height; y++) {
    for (let x = 0; x < photo.width; x++) {
      const p = where(x, y);
      const value = onPage(x, y) ? paperAt(p.x, p.y) : 45;
      const shadow = 1 - 0.7 * (x / photo.width);
      photo.data[y * photo.width + x] = value * shadow + ((x * 7 + y * 13) % 5);
    }
  }
  return { photo, onPage };
}

/** The brightness three quarters of the way up a set of pixels: the paper's, print left out. */
function paper(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.75)]!;
}

function halves(image: Gray, keep: (x: number, y: number) => boolean) {
  const left: number[] = [];
  const right: number[] = [];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!keep(x, y)) continue;
      (x < image.width / 2 ? left : right).push(image.data[y * image.width + x]!);
    }
  }
  return { left: paper(left), right: paper(right) };
}

const meanOf = (image: Gray, box: { x0: number; x1: number; y0: number; y1: number }) => {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(box.y0); y < Math.round(box.y1); y++) {
    for (let x = Math.round(box.x0); x < Math.round(box.x1); x++) {
      sum += image.data[y * image.width + x]!;
      count += 1;
    }
  }
  return sum / count;
};

describe('scanPage', () => {
  const { photo, onPage } = photograph();
  const scan = scanPage(photo);
  const { image } = scan;
  /** A box on the page, in the scan's pixels, shrunk a little so an edge pixel does not count. */
  const inScan = (b: { x0: number; x1: number; y0: number; y1: number }) => {
    const sx = image.width / page.width;
    const sy = image.height / page.height;
    return { x0: (b.x0 + 8) * sx, x1: (b.x1 - 8) * sx, y0: (b.y0 + 8) * sy, y1: (b.y1 - 8) * sy };
  };

  it("straightens a slanted page into an upright rectangle of the page's proportions", () => {
    expect(scan.straightened).toBe(true);
    const aspect = image.width / image.height / (page.width / page.height);
    expect(Math.abs(aspect - 1)).toBeLessThan(0.03);
    // Upright: the header is at the top left, and each line of print runs level across the page.
    expect(meanOf(image, inScan(header))).toBeLessThan(90);
    expect(meanOf(image, inScan({ x0: 450, x1: 800, y0: 60, y1: 160 }))).toBeGreaterThan(200);
    for (const line of lines) {
      expect(meanOf(image, inScan(line))).toBeLessThan(90);
      expect(
        meanOf(image, inScan({ ...line, y0: line.y1 + 15, y1: line.y1 + 60 })),
      ).toBeGreaterThan(200);
    }
  });

  it('evens out a shadow across the page and keeps print darker than paper', () => {
    const before = halves(photo, onPage);
    const after = halves(image, () => true);
    expect(before.left - before.right).toBeGreaterThan(30);
    expect(Math.abs(after.left - after.right)).toBeLessThan((before.left - before.right) / 10);
    expect(after.right).toBeGreaterThan(230);
    expect(meanOf(image, inScan(lines[7]!))).toBeLessThan(after.right - 150);
  });

  it('only evens the light of a photo with no page in it to find, such as a flat scan', () => {
    const flat = blank(800, 1000);
    for (let y = 0; y < flat.height; y++) {
      for (let x = 0; x < flat.width; x++) {
        flat.data[y * flat.width + x] = paperAt(x, y) * (1 - 0.4 * (y / flat.height));
      }
    }
    const result = scanPage(flat);
    expect(result.straightened).toBe(false);
    expect([result.image.width, result.image.height]).toEqual([800, 1000]);
    const top = meanOf(result.image, { x0: 450, x1: 780, y0: 20, y1: 50 });
    const bottom = meanOf(result.image, { x0: 450, x1: 780, y0: 915, y1: 945 });
    expect(Math.abs(top - bottom)).toBeLessThan(15);
    expect(meanOf(result.image, lines[0]!)).toBeLessThan(90);
  });

  it('draws a large photo at about 1600 px on its long side', () => {
    const large = blank(3000, 2000);
    large.data.fill(200);
    const result = scanPage(large);
    expect([result.image.width, result.image.height]).toEqual([1600, 1067]);
  });
});
