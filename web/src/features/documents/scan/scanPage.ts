/**
 * A photographed page made to read as a scan (docs/product.md, BOL Documents): the page found and
 * straightened when it can be found with confidence, its light evened out and its contrast raised,
 * in gray at about 1600 px on its long side, the size the OCR and an office read well. A photo in
 * which no page is found (an already flat scan, say) only has its light and contrast evened.
 */
import { evenLight } from './evenLight';
import { findPage, type Point } from './findPage';
import { resize, shrink, type Gray } from './gray';
import { pageSize, warp } from './warp';

export const scanLongSide = 1600;
/** The page is looked for on a copy this small: its edges need no more, and it is quick. */
const findSide = 256;

export interface Scan {
  image: Gray;
  /** Whether a page was found and straightened, or only the light evened. */
  straightened: boolean;
}

/**
 * `size` scaled to `longSide` on its long side. A photo is never enlarged; a page that fills only
 * part of its photo may be, up to twice, so that print reads at the size an office expects.
 */
function fit(size: { width: number; height: number }, longSide: number, largest: number) {
  const scale = Math.min(largest, longSide / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * Corners found on the small copy, in the photo's pixels, moved a copy's pixel inwards: the
 * pixels along the page's edge are part table.
 */
function inPhoto(corners: Point[], factor: number): Point[] {
  const cx = corners.reduce((s, p) => s + p.x, 0) / corners.length;
  const cy = corners.reduce((s, p) => s + p.y, 0) / corners.length;
  return corners.map((p) => {
    const away = Math.hypot(p.x - cx, p.y - cy);
    const keep = Math.max(0, away - Math.SQRT2) / away;
    return { x: (cx + (p.x - cx) * keep) * factor, y: (cy + (p.y - cy) * keep) * factor };
  });
}

export function scanPage(photo: Gray, longSide = scanLongSide): Scan {
  const factor = Math.max(1, Math.ceil(Math.max(photo.width, photo.height) / findSide));
  const found = findPage(shrink(photo, factor));
  if (!found) {
    const { width, height } = fit(photo, longSide, 1);
    return { image: evenLight(resize(photo, width, height)), straightened: false };
  }
  const corners = inPhoto(found, factor);
  const centre = { x: photo.width / 2, y: photo.height / 2 };
  const { width, height } = fit(pageSize(corners, centre), longSide, 2);
  return { image: evenLight(warp(photo, corners, width, height)), straightened: true };
}
