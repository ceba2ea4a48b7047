/** The call to the external extraction webhook: the photos as multipart image1..image5 (docs/product.md §7). */
import type { WebhookAnswer } from './webhook-answer.js';

export interface Photo {
  field: string;
  bytes: Buffer;
  mime: string;
  filename: string;
}

/** Automation webhooks that run a vision model take a while; a driver waits at most this long. */
const timeoutMs = 60_000;

/** Posts the photos and returns the answer as it came; throws only when no answer arrived. */
export async function postToWebhook(url: string, photos: Photo[]): Promise<WebhookAnswer> {
  const form = new FormData();
  for (const photo of photos) {
    form.append(
      photo.field,
      new Blob([new Uint8Array(photo.bytes)], { type: photo.mime }),
      photo.filename,
    );
  }
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, statusText: response.statusText, body: await response.text() };
}
