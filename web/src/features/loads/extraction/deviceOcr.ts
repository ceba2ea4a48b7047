/**
 * OCR on the driver's phone with tesseract.js. Nothing here loads until the driver first taps
 * Extract Data: tesseract.js is imported on demand, and its worker, WebAssembly core and English data
 * come from our own origin (__OCR_ASSETS__, see vite.config.ts), never a CDN, so the CSP holds and
 * the service worker keeps them for the next extraction in a dead zone.
 */
import type { Worker } from 'tesseract.js';
import type { OcrLine } from './ocrLines';
import { cleanPage } from './preprocess';

declare const __OCR_ASSETS__: string;

/** Progress from 0 to 1, for the dialog's bar. */
export type OnProgress = (fraction: number) => void;

/** Photos larger than this (a phone's 4000 px) are scaled down: as readable, several times faster. */
const maxSide = 2400;
/** The share of the bar the first download and start of the OCR engine take. */
const startShare = 0.15;

/** Raised when the OCR files cannot be fetched: offline before the first extraction. */
export class OcrUnavailableError extends Error {}

async function coreFile(): Promise<string> {
  const { simd } = await import('wasm-feature-detect');
  return `${__OCR_ASSETS__}${(await simd()) ? 'tesseract-core-simd-lstm.js' : 'tesseract-core-lstm.js'}`;
}

async function startWorker(onProgress: OnProgress, share: { image: number; of: number }) {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  // tesseract.js reports a file it could not fetch to errorHandler and leaves createWorker pending.
  let unavailable: (reason: unknown) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => (unavailable = reject));
  failure.catch(() => undefined);
  const starting = createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: `${__OCR_ASSETS__}worker.min.js`,
    corePath: await coreFile(),
    langPath: __OCR_ASSETS__.replace(/\/$/, ''),
    // A worker from a blob: URL would need a looser CSP; ours is a file of our own origin.
    workerBlobURL: false,
    // The service worker caches the data file; a second copy in IndexedDB would double the space.
    cacheMethod: 'none',
    logger: ({ status, progress }) => {
      if (status === 'recognizing text') {
        onProgress(startShare + ((1 - startShare) * (share.image + progress)) / share.of);
      } else if (share.image === 0) {
        onProgress(startShare * Math.min(1, progress));
      }
    },
    errorHandler: (reason: unknown) => unavailable(reason),
  });
  const worker = await Promise.race([starting, failure]).catch((reason: unknown) => {
    throw new OcrUnavailableError(String(reason));
  });
  // Rows of a rate confirmation's tables read left to right, as one column of lines.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN });
  return worker;
}

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

/** The photo upright, at most maxSide pixels, in even light, with its ruled lines erased. */
async function preparedPhoto(photo: Blob): Promise<OffscreenCanvas | HTMLCanvasElement> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true }) as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height);
  cleanPage(pixels);
  context.putImageData(pixels, 0, 0);
  return canvas;
}

async function linesOf(worker: Worker, photo: Blob): Promise<OcrLine[]> {
  const { data } = await worker.recognize(await preparedPhoto(photo), {}, { blocks: true });
  return (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({ text: line.text.trim(), confidence: line.confidence })),
    ),
  );
}

/** The text lines of every photo, in order (a rate confirmation may span pages). */
export async function readPhotosOnDevice(
  photos: Blob[],
  onProgress: OnProgress,
): Promise<OcrLine[]> {
  const share = { image: 0, of: photos.length };
  const worker = await startWorker(onProgress, share);
  try {
    const lines: OcrLine[] = [];
    for (const photo of photos) {
      lines.push(...(await linesOf(worker, photo)));
      share.image++;
    }
    onProgress(1);
    return lines;
  } finally {
    await worker.terminate();
  }
}
