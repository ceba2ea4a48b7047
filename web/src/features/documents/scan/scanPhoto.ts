/**
 * A chosen photo cleaned up as a scan, in a Worker where the browser has OffscreenCanvas (the scan
 * of a 12 MP photo takes longer than a tap may wait), on the main thread where it has not. Null
 * for a file that is not a photo a browser can redraw, or one it fails to read: that file then
 * goes as it was chosen.
 */
import { asJpegName, redrawable } from '../shrinkPhoto';
import { scanBlob } from './scanBlob';

type Answer = { scan: Blob } | { failed: string };

function inWorker(photo: Blob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./scan.worker.ts', import.meta.url), { type: 'module' });
    const finish = (answer: Answer) => {
      worker.terminate();
      if ('scan' in answer) resolve(answer.scan);
      else reject(new Error(answer.failed));
    };
    worker.onmessage = (event: MessageEvent<Answer>) => finish(event.data);
    worker.onerror = (event) => finish({ failed: event.message });
    worker.postMessage(photo);
  });
}

const workerCanDraw = () => typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';

export async function scanPhoto(photo: File): Promise<File | null> {
  if (!redrawable.test(photo.type) || typeof createImageBitmap !== 'function') return null;
  try {
    const scan = workerCanDraw()
      ? await inWorker(photo).catch(() => scanBlob(photo))
      : await scanBlob(photo);
    return new File([scan], asJpegName(photo.name), {
      type: 'image/jpeg',
      lastModified: photo.lastModified,
    });
  } catch {
    return null;
  }
}
