/**
 * The held-out set's fixed transform: a clean page as a phone photographs it lying in a cab, one
 * step after another (bench/README.md, "The held-out photographed set", says the same):
 *
 * 1. perspective: the page on a dark dashboard, its top edge narrowed (the phone tilted), turned
 *    and each corner nudged, resampled through the projective map of that quadrilateral;
 * 2. light: a linear fall-off across the frame and a soft-edged shadow over one corner, warm;
 * 3. a slight Gaussian blur (focus);
 * 4. grain: Gaussian noise on every pixel;
 * 5. (in held-out.ts) a JPEG at quality 40.
 *
 * Pure: RGBA pixels and a seeded generator in, pixels out. Every strength is drawn from the
 * generator within the ranges below, so the set is the same on every machine. These ranges were
 * fixed before the set was first measured; the set is held out, so they are not tuned to it.
 */

/** RGBA pixels, as a canvas's ImageData holds them. */
export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Uniform in [0, 1). */
export type Random = () => number;

type Point = [number, number];

/** The dashboard around the page, as a share of the page's width and height. */
const margin = { x: 0.07, y: 0.05 };
const dashboard = [58, 50, 44] as const;
/** Each draw's range: [least, most]. */
const ranges = {
  keystone: [0.02, 0.06], // each top corner moved in, a share of the width
  turnDegrees: [-2.5, 2.5],
  nudge: [-0.012, 0.012], // each corner, a share of the width
  fallOff: [0.2, 0.35], // the far side's light lost
  shadowDepth: [0.35, 0.5], // the shadow's light lost
  shadowReach: [0.35, 0.75], // along each edge from the shadowed corner
  blurSigma: [0.6, 1.0], // pixels
} as const;
/** The shadow's soft edge, a share of the frame's shorter side. */
const penumbra = 0.04;
/** Warm cab light: red, green and blue kept. */
const tint = [1, 0.96, 0.88] as const;
const grainSigma = 6;

const draw = (random: Random, [least, most]: readonly [number, number]) =>
  least + (most - least) * random();

/** Solves a·x = b (8 unknowns) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The projective map taking each of `from` to the matching point of `to`. */
export function homography(from: Point[], to: Point[]): (x: number, y: number) => Point {
  const rows: number[][] = [];
  const rhs: number[] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y], [0, 0, 0, x, y, 1, -v * x, -v * y]);
    rhs.push(u, v);
  });
  const m = solve(rows, rhs);
  return (x, y) => {
    const w = m[6]! * x + m[7]! * y + 1;
    return [(m[0]! * x + m[1]! * y + m[2]!) / w, (m[3]! * x + m[4]! * y + m[5]!) / w];
  };
}

/** Where the page's corners land in the frame: top left, top right, bottom right, bottom left. */
function pageCorners(random: Random, page: Rgba, frame: Rgba): Point[] {
  const { width: w, height: h } = page;
  const [left, top] = [margin.x * w, margin.y * h];
  const keystone = draw(random, ranges.keystone) * w;
  const square: Point[] = [
    [left + keystone, top],
    [left + w - keystone, top],
    [left + w, top + h],
    [left, top + h],
  ];
  const turn = (draw(random, ranges.turnDegrees) * Math.PI) / 180;
  const [cx, cy] = [frame.width / 2, frame.height / 2];
  return square.map(([x, y]) => {
    const [dx, dy] = [x - cx, y - cy];
    return [
      cx + dx * Math.cos(turn) - dy * Math.sin(turn) + draw(random, ranges.nudge) * w,
      cy + dx * Math.sin(turn) + dy * Math.cos(turn) + draw(random, ranges.nudge) * w,
    ];
  });
}

/** The page resampled (bilinear) onto the dashboard through the corners' projective map. */
function warp(page: Rgba, random: Random): Rgba {
  const width = Math.round(page.width * (1 + 2 * margin.x));
  const height = Math.round(page.height * (1 + 2 * margin.y));
  const frame: Rgba = { data: new Uint8ClampedArray(width * height * 4), width, height };
  const square: Point[] = [
    [0, 0],
    [page.width - 1, 0],
    [page.width - 1, page.height - 1],
    [0, page.height - 1],
  ];
  const toPage = homography(pageCorners(random, page, frame), square);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [u, v] = toPage(x, y);
      const out = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) frame.data[out + c] = sample(page, u, v, c) ?? dashboard[c]!;
      frame.data[out + 3] = 255;
    }
  }
  return frame;
}

function sample({ data, width, height }: Rgba, u: number, v: number, c: number) {
  if (u < 0 || v < 0 || u > width - 1 || v > height - 1) return undefined;
  const [x0, y0] = [Math.floor(u), Math.floor(v)];
  const [x1, y1] = [Math.min(x0 + 1, width - 1), Math.min(y0 + 1, height - 1)];
  const [fx, fy] = [u - x0, v - y0];
  const at = (x: number, y: number) => data[(y * width + x) * 4 + c]!;
  const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
  const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** How much light reaches each pixel: the fall-off across the frame times the corner's shadow. */
function lightField(
  random: Random,
  width: number,
  height: number,
): (x: number, y: number) => number {
  const angle = random() * 2 * Math.PI;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(dx) * width + Math.abs(dy) * height;
  const offset = Math.min(0, dx * width) + Math.min(0, dy * height);
  const fallOff = draw(random, ranges.fallOff);
  // The shadow: the side of a line across one corner, cut at shadowReach along its two edges.
  const corner = Math.floor(random() * 4);
  const [sx, sy] = [corner % 3 === 0 ? 0 : width, corner < 2 ? 0 : height];
  const along = [
    draw(random, ranges.shadowReach) * width,
    draw(random, ranges.shadowReach) * height,
  ];
  const a: Point = [sx === 0 ? along[0]! : width - along[0]!, sy];
  const b: Point = [sx, sy === 0 ? along[1]! : height - along[1]!];
  const [nx, ny] = [b[1] - a[1], a[0] - b[0]];
  const norm = Math.hypot(nx, ny);
  const side = Math.sign(nx * (sx - a[0]) + ny * (sy - a[1]));
  const depth = draw(random, ranges.shadowDepth);
  const soft = penumbra * Math.min(width, height);
  return (x, y) => {
    const across = (dx * x + dy * y - offset) / span;
    const into = (side * (nx * (x - a[0]) + ny * (y - a[1]))) / norm;
    const shade = Math.max(0, Math.min(1, 0.5 + into / soft));
    return (1 - fallOff * across) * (1 - depth * shade);
  };
}

function light(frame: Rgba, random: Random): Rgba {
  const field = lightField(random, frame.width, frame.height);
  for (let y = 0; y < frame.height; y++) {
    for (let x = 0; x < frame.width; x++) {
      const level = field(x, y);
      const at = (y * frame.width + x) * 4;
      for (let c = 0; c < 3; c++) frame.data[at + c] = frame.data[at + c]! * level * tint[c]!;
    }
  }
  return frame;
}

/** A separable Gaussian blur of each colour channel. */
function blur(frame: Rgba, sigma: number): Rgba {
  const radius = Math.ceil(3 * sigma);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) =>
    Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)),
  );
  const sum = kernel.reduce((s, k) => s + k, 0);
  const weights = kernel.map((k) => k / sum);
  const { width, height } = frame;
  const pass = (src: Uint8ClampedArray, stepX: number, stepY: number) => {
    const out = new Uint8ClampedArray(src.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let c = 0; c < 4; c++) {
          let value = 0;
          for (let k = -radius; k <= radius; k++) {
            const sx = Math.max(0, Math.min(width - 1, x + k * stepX));
            const sy = Math.max(0, Math.min(height - 1, y + k * stepY));
            value += weights[k + radius]! * src[(sy * width + sx) * 4 + c]!;
          }
          out[(y * width + x) * 4 + c] = value;
        }
      }
    }
    return out;
  };
  return { ...frame, data: pass(pass(frame.data, 1, 0), 0, 1) };
}

/** Gaussian grain (Box-Muller), the same on the three channels as a sensor's luminance noise. */
function grain(frame: Rgba, random: Random): Rgba {
  for (let at = 0; at < frame.data.length; at += 4) {
    const noise =
      grainSigma * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    for (let c = 0; c < 3; c++) frame.data[at + c] = frame.data[at + c]! + noise;
  }
  return frame;
}

/** The clean page photographed: steps 1 to 4 of the header, in that order. */
export function photograph(page: Rgba, random: Random): Rgba {
  const framed = light(warp(page, random), random);
  return grain(blur(framed, draw(random, ranges.blurSigma)), random);
}
