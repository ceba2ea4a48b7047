/**
 * Photos are made smaller on the device before they are queued, to spare the driver's data plan: a
 * phone's 12-megapixel shot of a BOL (3 to 6 MB) becomes a JPEG about 1600 px on its long side,
 * still readable to a broker, typically under 500 KB. PDFs, and types a browser cannot redraw, go
 * as they are; so does a photo that was already smaller than its redrawn copy.
 */
import { canvasOf, uprightBitmap } from './bitmap';

export const photoLongSide = 1600;
const quality = 0.82;

export const redrawable = /^image\/(jpeg|png|webp)$/;

export const asJpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

export async function encodeJpeg(
  canvas: OffscreenCanvas | HTMLCanvasElement,
): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

export async function shrinkPhoto(file: File): Promise<File> {
  if (!redrawable.test(file.type) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await uprightBitmap(file);
    const scale = Math.min(1, photoLongSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | null;
    if (!context) return file;
    // JPEG has no transparency: a PNG's clear background becomes paper white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await encodeJpeg(canvas);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], asJpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } catch {
    // A photo the browser cannot decode still goes, as taken: better large than lost.
    return file;
  }
}

/**
 * Every photo made smaller, unless the driver asked to keep the originals; a photo cleaned up as a
 * scan (`scans`, scan/) goes as its scan, already at its size.
 */
export const preparePhotos = (
  files: readonly File[],
  keepOriginal = false,
  scans: ReadonlyMap<File, File> = new Map(),
): Promise<File[]> =>
  Promise.all(files.map((file) => scans.get(file) ?? (keepOriginal ? file : shrinkPhoto(file))));
