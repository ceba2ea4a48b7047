/**
 * Reading load details from photos through the external webhook (docs/product.md §7 Image extraction), when
 * EXTRACTION_WEBHOOK_URL is set; without it the device reads the photos itself.
 *
 * Why a relay rather than the browser posting to the webhook: the CSP keeps connect-src 'self', the
 * webhook's address (often carrying a secret path) never reaches the device, only signed-in drivers
 * can spend the webhook's quota, and the answer is read once, here, with docs/product.md §8's texts. The device
 * asks GET /api/extraction which way to go, then posts the same multipart image1..image5 it would
 * have sent the webhook.
 */
import {
  extractionAnswerSchema,
  extractionMessages,
  extractionModeSchema,
  maxExtractionPhotoBytes,
  maxExtractionPhotos,
} from '@haulbook/sync-protocol';
import type { FastifyError, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { readWebhookAnswer } from './webhook-answer.js';
import { postToWebhook, type Photo } from './webhook.js';

const photoField = /^image[1-5]$/;

function limitError(error: FastifyError): never {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    throw new HttpError(413, extractionMessages.tooLarge);
  if (error.code === 'FST_FILES_LIMIT') throw badRequest(extractionMessages.tooMany);
  throw error;
}

/** image1..image5, each checked to be an image by its bytes. */
async function readPhotos(request: FastifyRequest): Promise<Photo[]> {
  if (!request.isMultipart()) throw badRequest(extractionMessages.invalidFiles);
  const photos: Photo[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxExtractionPhotoBytes, files: maxExtractionPhotos, fields: 10 },
    })) {
      if (part.type !== 'file' || !photoField.test(part.fieldname)) continue;
      const bytes = await part.toBuffer();
      const type = await fileTypeFromBuffer(bytes);
      if (!type?.mime.startsWith('image/')) throw badRequest(extractionMessages.invalidFiles);
      photos.push({ field: part.fieldname, bytes, mime: type.mime, filename: part.filename });
    }
  } catch (error) {
    limitError(error as FastifyError);
  }
  if (photos.length === 0) throw badRequest(extractionMessages.invalidFiles);
  return photos;
}

const extraction: FastifyPluginAsyncZod<{ webhookUrl: string | undefined }> = async (
  app,
  { webhookUrl },
) => {
  app.get('/', { schema: { response: { 200: extractionModeSchema } } }, () => ({
    webhook: webhookUrl !== undefined,
  }));

  app.post('/', { schema: { response: { 200: extractionAnswerSchema } } }, async (request) => {
    if (!webhookUrl)
      throw notFound('No extraction webhook is set up; photos are read on the device');
    const photos = await readPhotos(request);
    const answer = await postToWebhook(webhookUrl, photos).catch((error: unknown) => {
      request.log.warn({ err: error }, 'extraction webhook unreachable');
      throw new HttpError(502, extractionMessages.fallback);
    });
    const reading = readWebhookAnswer(answer);
    if ('message' in reading) throw new HttpError(502, reading.message);
    return reading;
  });
};

export default extraction;
