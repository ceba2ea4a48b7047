/**
 * Evening out the light (flat-fielding): the paper's brightness everywhere is estimated by wiping
 * the print out of a small copy (each pixel the brightest near it) and blurring it heavily; each
 * pixel divided by it, a shadow across the page goes and the paper comes out one white. Then a
 * contrast stretch puts the paper at white and the darkest print at black.
 */
import { blank, blur, brightest, sample, shrink, type Gray } from './gray';

/** The background estimate's long side: coarse enough that print vanishes, fine enough for a shadow's edge. */
const backgroundSide = 64;

export function flatten(image: Gray): Gray {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / backgroundSide));
  const background = blur(brightest(shrink(image, factor), 2), 2);
  const out = blank(image.width, image.height);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const paper = sample(background, (x + 0.5) / factor - 0.5, (y + 0.5) / factor - 0.5);
      const i = y * image.width + x;
      out.data[i] = Math.min(255, (255 * image.data[i]!) / Math.max(paper, 1));
    }
  }
  return out;
}

/** The value below which `share` of the pixels lie. */
export function percentile(image: Gray, share: number): number {
  const histogram = new Uint32Array(256);
  for (const v of image.data) histogram[Math.min(255, Math.max(0, Math.round(v)))]! += 1;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= share * image.data.length) return v;
  }
  return 255;
}

/** Paper (most of the page) to white, the darkest print to black. */
export function stretch(image: Gray): Gray {
  const white = percentile(image, 0.9);
  // A page with little print has no black to find; its print is then kept as dark as it was.
  const black = Math.min(percentile(image, 0.005), white / 2);
  const scale = 255 / Math.max(white - black, 1);
  const out = blank(image.width, image.height);
  for (let i = 0; i < out.data.length; i++) {
    out.data[i] = Math.min(255, Math.max(0, (image.data[i]! - black) * scale));
  }
  return out;
}

export const evenLight = (image: Gray): Gray => stretch(flatten(image));
