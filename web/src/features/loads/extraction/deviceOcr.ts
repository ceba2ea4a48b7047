/**
 * OCR on the driver's phone with tesseract.js. Nothing here loads until the driver first taps
 * Extract Data: tesseract.js is imported on demand, and its worker, WebAssembly core and English data
 * come from our own origin (__OCR_ASSETS__, see vite.config.ts), never a CDN, so the CSP holds and
 * the service worker keeps them for the next extraction in a dead zone. The engine stays up for a
 * minute after an extraction, so a retry with a better photo starts at once, then frees its memory.
 */
import type { Page, Worker } from 'tesseract.js';
import { canvasOf, uprightBitmap } from '../../documents/bitmap';
import type { OcrLine } from './ocrLines';
import { cleanPage } from './preprocess';
import { lookTwice, type Box, type SeenLine } from './secondLook';

declare const __OCR_ASSETS__: string;

/** Progress from 0 to 1, for the dialog's bar. */
export type OnProgress = (fraction: number) => void;

/** Photos larger than this (a phone's 4000 px) are scaled down: as readable, several times faster. */
const maxSide = 2400;
/** The share of the bar the first download and start of the OCR engine take. */
const startShare = 0.15;
/** What tesseract.js reports while it starts, in order; each goes from 0 to 1. */
const startPhases = [
  'loading tesseract core',
  'initializing tesseract',
  'loading language traineddata',
  'initializing api',
];
/** How long the engine (about 100 MB) waits for another extraction before it is shut down. */
const keepWarmMs = 60_000;

/** Raised when the OCR files cannot be fetched: offline before the first extraction. */
export class OcrUnavailableError extends Error {}

async function coreFile(): Promise<string> {
  const { simd } = await import('wasm-feature-detect');
  return `${__OCR_ASSETS__}${(await simd()) ? 'tesseract-core-simd-lstm.js' : 'tesseract-core-lstm.js'}`;
}

type Report = (status: string, progress: number) => void;

async function startWorker(report: Report): Promise<Worker> {
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
    logger: ({ status, progress }) => report(status, progress),
    errorHandler: (reason: unknown) => unavailable(reason),
  });
  const worker = await Promise.race([starting, failure]).catch((reason: unknown) => {
    throw new OcrUnavailableError(String(reason));
  });
  // Rows of a rate confirmation's tables read left to right, as one column of lines.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN });
  return worker;
}

/** The one engine of this page, started on first use and shut down when idle. */
const engine = {
  worker: undefined as Promise<Worker> | undefined,
  idle: undefined as ReturnType<typeof setTimeout> | undefined,
  report: (() => undefined) as Report,

  get(): Promise<Worker> {
    clearTimeout(engine.idle);
    engine.worker ??= startWorker((status, progress) => engine.report(status, progress));
    return engine.worker;
  },
  release(): void {
    engine.report = () => undefined;
    engine.idle = setTimeout(engine.stop, keepWarmMs);
  },
  stop(): void {
    const worker = engine.worker;
    engine.worker = undefined;
    void worker?.then((w) => w.terminate()).catch(() => undefined);
  },
};

/** The photo upright, at most maxSide pixels, in even light, with its ruled lines erased. */
async function preparedPhoto(photo: Blob): Promise<OffscreenCanvas | HTMLCanvasElement> {
  const bitmap = await uprightBitmap(photo);
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

/** The part of the page inside `box`, on a canvas of its own. */
function cropOf(page: OffscreenCanvas | HTMLCanvasElement, box: Box) {
  const x0 = Math.max(0, box.x0);
  const y0 = Math.max(0, box.y0);
  const width = Math.min(page.width, box.x1) - x0;
  const height = Math.min(page.height, box.y1) - y0;
  const crop = canvasOf(Math.max(1, width), Math.max(1, height));
  const context = crop.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  context.drawImage(page, x0, y0, width, height, 0, 0, width, height);
  return { crop, x0, y0 };
}

const seenLines = (page: Page): SeenLine[] =>
  (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((p) => p.lines));

/** A second reading of one word's place on the page, alone on its line (secondLook.ts). */
async function readAlone(worker: Worker, page: OffscreenCanvas | HTMLCanvasElement, box: Box) {
  const { PSM } = await import('tesseract.js');
  const { crop, x0, y0 } = cropOf(page, box);
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    const { data } = await worker.recognize(crop, {}, { blocks: true });
    const shift = (b: Box) => ({ x0: b.x0 + x0, y0: b.y0 + y0, x1: b.x1 + x0, y1: b.y1 + y0 });
    return seenLines(data)
      .flatMap((line) => line.words)
      .map((word) => ({ ...word, bbox: shift(word.bbox) }));
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN });
  }
}

async function linesOf(worker: Worker, photo: Blob): Promise<OcrLine[]> {
  const page = await preparedPhoto(photo);
  const { data } = await worker.recognize(page, {}, { blocks: true });
  return lookTwice(seenLines(data), (box) => readAlone(worker, page, box));
}

/** The text lines of every photo, in order (a rate confirmation may span pages). */
export async function readPhotosOnDevice(
  photos: Blob[],
  onProgress: OnProgress,
): Promise<OcrLine[]> {
  let done = 0;
  engine.report = (status, progress) => {
    const phase = startPhases.indexOf(status);
    if (status === 'recognizing text') {
      onProgress(startShare + ((1 - startShare) * (done + progress)) / photos.length);
    } else if (phase >= 0) {
      onProgress((startShare * (phase + Math.min(1, progress))) / startPhases.length);
    }
  };
  try {
    const worker = await engine.get();
    const lines: OcrLine[] = [];
    for (const photo of photos) {
      lines.push(...(await linesOf(worker, photo)));
      done++;
    }
    onProgress(1);
    return lines;
  } catch (error) {
    // A worker that failed may be broken: the next extraction starts a fresh one.
    engine.stop();
    throw error;
  } finally {
    engine.release();
  }
}
