/**
 * /api/bol-documents (docs/product.md §7 Loads and documents): a load's documents, their upload (multipart
 * `documents`, `loadId`, `ids` and `kind`, answering `documents`), each file's download and the
 * delete of one document. Every call is the
 * signed-in driver's own: another driver's load or document answers 404.
 */
import {
  bolDocumentSchema,
  bolDocumentTypes,
  bolMessages,
  bolUploadFieldsSchema,
  bolUploadResponseSchema,
  documentFileName,
  maxBolDocumentBytes,
  maxBolDocumentsPerLoad,
} from '@haulbook/sync-protocol';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';
import { sniffFile, type UserFiles } from '../../lib/user-files.js';
import { sendWrite, writeContext } from '../../sync/write-context.js';
import { registerWriteRoutes } from '../../sync/write-operations.js';
import { bolService, type UploadedFile } from './bol.service.js';
import { bolWrites } from './bol.sync.js';

const idParams = (name: string) =>
  z.object({ [name]: z.string().check(z.minLength(1), z.maxLength(64)) });

function tooMany(error: FastifyError): never {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, bolMessages.size);
  if (error.code === 'FST_FILES_LIMIT') throw badRequest(bolMessages.perLoad);
  throw error;
}

/** The upload's text fields and files, each file's type read from its bytes. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('Send the documents as multipart/form-data');
  const fields: { loadId?: string; ids: string[]; kind?: string } = { ids: [] };
  const uploads: UploadedFile[] = [];
  const parts = request.parts({
    limits: { fileSize: maxBolDocumentBytes, files: maxBolDocumentsPerLoad, fields: 30 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'loadId') fields.loadId = String(part.value);
        if (part.fieldname === 'ids') fields.ids.push(String(part.value));
        if (part.fieldname === 'kind') fields.kind = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'documents' || bytes.length === 0) continue;
      const file = await sniffFile(bytes, bolDocumentTypes, bolMessages.type);
      uploads.push({ name: part.filename, file });
    }
  } catch (error) {
    tooMany(error as FastifyError);
  }
  const parsed = bolUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid upload');
  return { fields: parsed.data, uploads };
}

/** Content-Disposition for a name in any language (RFC 6266 and 5987). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const bol: FastifyPluginAsyncZod<{ files: UserFiles }> = async (app, { files }) => {
  const service = bolService(app.db, files);
  registerWriteRoutes(app, bolWrites(service));

  app.get(
    '/:loadId',
    { schema: { params: idParams('loadId'), response: { 200: z.array(bolDocumentSchema) } } },
    (request) => service.list(request.userId!, request.params.loadId as string),
  );

  app.post(
    '/upload',
    { schema: { response: { 200: bolUploadResponseSchema, 201: bolUploadResponseSchema } } },
    async (request, reply) => {
      const { fields, uploads } = await readMultipart(() => readUpload(request));
      const files = uploads.map((u) => ({ field: 'documents', bytes: u.file.bytes }));
      const ctx = writeContext(request, fields, files);
      return sendWrite(reply, await service.upload(ctx, fields, uploads));
    },
  );

  app.get('/:id/download', { schema: { params: idParams('id') } }, async (request, reply) => {
    const found = await service.download(request.userId!, request.params.id as string);
    if (!found) throw notFound(bolMessages.notFound);
    reply
      .type(found.document.mimetype)
      .header('Content-Disposition', attachment(documentFileName(found.document)))
      .header('Cache-Control', 'private, no-store');
    return reply.send(found.body);
  });
};

export default bol;
