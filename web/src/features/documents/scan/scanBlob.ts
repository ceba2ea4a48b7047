/**
 * A photo's file made into its scan's JPEG (scanPage.ts), with a canvas to decode and encode:
 * an OffscreenCanvas in a Worker (scanPhoto.ts), a page's canvas where there is none.
 */
import { canvasOf, uprightBitmap } from '../bitmap';
import { encodeJpeg } from '../shrinkPhoto';
import { grayOf, rgbaOf } from './gray';
import { scanLongSide, scanPage } from './scanPage';

/** The photo is read at this long side: 1.5 times the scan's is detail enough, and 12 MP is slow. */
const readSide = Math.round(scanLongSide * 1.5);

type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function contextOf(width: number, height: number): Context {
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true }) as Context | null;
  if (!context) throw new Error('No 2D canvas to draw the scan');
  return context;
}

export async function scanBlob(photo: Blob): Promise<Blob> {
  const bitmap = await uprightBitmap(photo);
  const scale = Math.min(1, readSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const reading = contextOf(width, height);
  reading.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { image } = scanPage(grayOf(reading.getImageData(0, 0, width, height).data, width, height));
  const drawing = contextOf(image.width, image.height);
  drawing.putImageData(new ImageData(rgbaOf(image), image.width, image.height), 0, 0);
  const jpeg = await encodeJpeg(drawing.canvas);
  if (!jpeg) throw new Error('The scan could not be encoded');
  return jpeg;
}
