/**
 * Draws the Haulbook app icons (an orange truck on navy) into public/icons as PNG files, with no
 * image library: shapes are rasterised with 4x4 supersampling and encoded with node:zlib.
 * Run: node web/scripts/make-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const navy = [15, 35, 64];
const orange = [249, 115, 22];
const light = [241, 245, 249];

/** The truck, in unit coordinates (0..1). Later shapes paint over earlier ones. */
const truck = [
  { kind: 'rect', x0: 0.14, y0: 0.3, x1: 0.6, y1: 0.62, r: 0.03, color: orange },
  { kind: 'rect', x0: 0.63, y0: 0.4, x1: 0.86, y1: 0.62, r: 0.04, color: orange },
  { kind: 'rect', x0: 0.7, y0: 0.44, x1: 0.82, y1: 0.51, r: 0.015, color: navy },
  { kind: 'rect', x0: 0.14, y0: 0.755, x1: 0.86, y1: 0.775, r: 0.01, color: light },
  ...[0.27, 0.43, 0.75].flatMap((cx) => [
    { kind: 'circle', cx, cy: 0.64, r: 0.07, color: navy },
    { kind: 'circle', cx, cy: 0.64, r: 0.052, color: light },
    { kind: 'circle', cx, cy: 0.64, r: 0.02, color: navy },
  ]),
];

function insideRoundedRect(x, y, s) {
  if (x < s.x0 || x > s.x1 || y < s.y0 || y > s.y1) return false;
  const cx = Math.min(Math.max(x, s.x0 + s.r), s.x1 - s.r);
  const cy = Math.min(Math.max(y, s.y0 + s.r), s.y1 - s.r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= s.r ** 2;
}

function inside(x, y, s) {
  return s.kind === 'circle'
    ? (x - s.cx) ** 2 + (y - s.cy) ** 2 <= s.r ** 2
    : insideRoundedRect(x, y, s);
}

/** Colour at a point: background shape first, then the truck scaled about the centre. */
function sample(x, y, { background, scale }) {
  if (!inside(x, y, background)) return null;
  const tx = (x - 0.5) / scale + 0.5;
  const ty = (y - 0.5) / scale + 0.5;
  let color = background.color;
  for (const shape of truck) if (inside(tx, ty, shape)) color = shape.color;
  return color;
}

function render(size, options) {
  const n = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = sample((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, options);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        pixels[i] = Math.round(r / a);
        pixels[i + 1] = Math.round(g / a);
        pixels[i + 2] = Math.round(b / a);
      }
      pixels[i + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return encodePng(size, pixels);
}

const crcTable = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rounded = { kind: 'rect', x0: 0, y0: 0, x1: 1, y1: 1, r: 0.22, color: navy };
const square = { kind: 'rect', x0: 0, y0: 0, x1: 1, y1: 1, r: 0, color: navy };
const outDir = new URL('../public/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });

// Maskable icons are cropped by the launcher: keep the truck inside the central 80% safe zone.
const icons = [
  ['icon-192.png', 192, { background: rounded, scale: 1 }],
  ['icon-512.png', 512, { background: rounded, scale: 1 }],
  ['icon-maskable-512.png', 512, { background: square, scale: 0.78 }],
  ['apple-touch-icon.png', 180, { background: square, scale: 0.9 }],
];
for (const [name, size, options] of icons) {
  writeFileSync(new URL(name, outDir), render(size, options));
}
