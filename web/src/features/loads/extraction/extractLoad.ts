/**
 * Reading a load from photos of its paperwork (docs/product.md §4, §7 Image extraction): through the external
 * webhook when the server has one and the phone has a signal, else on the device. A dead zone never
 * blocks it: once the OCR files have been fetched, the device reads photos offline.
 */
import {
  extractionAnswerSchema,
  extractionMessages,
  extractionModeSchema,
  type ExtractedLoad,
} from '@haulbook/sync-protocol';
import { api, ApiError, NetworkError } from '../../../data/api';
import type { OnProgress } from './deviceOcr';

/** A failure the driver is told about, in docs/product.md §8's words. */
export class ExtractionError extends Error {}

export const firstDownloadMessage =
  'Reading photos on this phone needs a signal the first time, to download the reader (about 6 MB). Please fill the form manually, or try again with a signal.';

async function webhookSetUp(): Promise<boolean> {
  try {
    return (await api.get('/api/extraction', extractionModeSchema)).webhook;
  } catch {
    // Offline, or the server is unreachable: the device reads the photos itself.
    return false;
  }
}

async function viaWebhook(photos: File[]): Promise<ExtractedLoad | undefined> {
  const form = new FormData();
  photos.forEach((photo, index) => form.append(`image${index + 1}`, photo, photo.name));
  try {
    return (await api.postForm('/api/extraction', form, extractionAnswerSchema)).load;
  } catch (error) {
    if (error instanceof NetworkError) return undefined;
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    throw new ExtractionError(message ?? extractionMessages.fallback);
  }
}

async function onDevice(photos: File[], onProgress: OnProgress): Promise<ExtractedLoad> {
  const [{ readPhotosOnDevice, OcrUnavailableError }, { parseLoadText }] = await Promise.all([
    import('./deviceOcr'),
    import('./parseLoadText'),
  ]).catch(() => {
    throw new ExtractionError(firstDownloadMessage);
  });
  try {
    return parseLoadText(await readPhotosOnDevice(photos, onProgress));
  } catch (error) {
    if (error instanceof OcrUnavailableError) throw new ExtractionError(firstDownloadMessage);
    console.error('On-device extraction failed', error);
    throw new ExtractionError(extractionMessages.fallback);
  }
}

/** The load the photos show; throws an ExtractionError naming what went wrong. */
export async function extractLoad(photos: File[], onProgress: OnProgress): Promise<ExtractedLoad> {
  if (await webhookSetUp()) {
    const read = await viaWebhook(photos);
    if (read) return read;
  }
  return onDevice(photos, onProgress);
}
