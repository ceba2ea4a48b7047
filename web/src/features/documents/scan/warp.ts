/**
 * Straightening: the homography that carries an upright rectangle onto the photographed page's
 * four corners, then every output pixel read from where it falls in the photo (inverse mapping,
 * bilinear), so the output has no holes.
 */
import { blank, sample, type Gray } from './gray';
import type { Point } from './findPage';

/** Solves a small linear system by Gaussian elimination with partial pivoting. */
function solve(matrix: number[][], values: number[]): number[] {
  const rows = matrix.map((row, i) => [...row, values[i]!]);
  const n = rows.length;
  for (let col = 0; col < n; col++) {
    const pivot = rows
      .slice(col)
      .reduce(
        (best, row, i) => (Math.abs(row[col]!) > Math.abs(rows[best]![col]!) ? col + i : best),
        col,
      );
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = col + 1; r < n; r++) {
      const factor = rows[r]![col]! / rows[col]![col]!;
      for (let k = col; k <= n; k++) rows[r]![k]! -= factor * rows[col]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = rows[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= rows[r]![k]! * x[k]!;
    x[r] = s / rows[r]![r]!;
  }
  return x;
}

/** The 3 × 3 homography (h33 = 1, row-major) that maps each `from` point onto its `to`. */
export function homography(from: Point[], to: Point[]): number[] {
  const matrix: number[][] = [];
  const values: number[] = [];
  from.forEach(({ x, y }, i) => {
    const { x: u, y: v } = to[i]!;
    matrix.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    values.push(u);
    matrix.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    values.push(v);
  });
  return [...solve(matrix, values), 1];
}

export function project(h: number[], { x, y }: Point): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return { x: (h[0]! * x + h[1]! * y + h[2]!) / w, y: (h[3]! * x + h[4]! * y + h[5]!) / w };
}

const length = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
type Vector = [number, number, number];
const cross = (a: Vector, b: Vector): Vector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * The page's width over its height as it lies on the table. Seen at a slant its far edge looks
 * shorter, so the proportions are recovered through the camera's focal length, estimated from the
 * four corners with the lens centred on the photo (Zhang and He, "Whiteboard scanning", 2007).
 * Null when the slant is too slight to estimate a focal length; the edges' lengths then suffice.
 */
function trueAspect(corners: Point[], centre: Point): number | null {
  const [m1, m2, m4, m3] = corners.map((p): Vector => [p.x - centre.x, p.y - centre.y, 1]) as [
    Vector,
    Vector,
    Vector,
    Vector,
  ];
  const k2 = dot(cross(m1, m4), m3) / dot(cross(m2, m4), m3);
  const k3 = dot(cross(m1, m4), m2) / dot(cross(m3, m4), m2);
  const n2 = m2.map((v, i) => k2 * v - m1[i]!) as Vector;
  const n3 = m3.map((v, i) => k3 * v - m1[i]!) as Vector;
  if (Math.abs(n2[2] * n3[2]) < 1e-6) return null;
  const f2 = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2]);
  if (!(f2 > 0)) return null;
  const width2 = (n2[0] ** 2 + n2[1] ** 2) / f2 + n2[2] ** 2;
  const height2 = (n3[0] ** 2 + n3[1] ** 2) / f2 + n3[2] ** 2;
  return Math.sqrt(width2 / height2);
}

/** The page's size in the photo's pixels, in its true proportions (see `trueAspect`). */
export function pageSize(corners: Point[], centre: Point): { width: number; height: number } {
  const [tl, tr, br, bl] = corners as [Point, Point, Point, Point];
  const width = (length(tl, tr) + length(bl, br)) / 2;
  const height = (length(tl, bl) + length(tr, br)) / 2;
  const aspect = trueAspect(corners, centre);
  if (aspect === null || !Number.isFinite(aspect)) return { width, height };
  // Keep the larger of the two measured lengths and set the other by the true proportions.
  return width / height > aspect
    ? { width, height: width / aspect }
    : { width: height * aspect, height };
}

/** The page within `corners` drawn upright at `width` × `height`. */
export function warp(image: Gray, corners: Point[], width: number, height: number): Gray {
  const rectangle = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const h = homography(rectangle, corners);
  const out = blank(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = project(h, { x: x + 0.5, y: y + 0.5 });
      out.data[y * width + x] = sample(image, p.x - 0.5, p.y - 0.5);
    }
  }
  return out;
}
