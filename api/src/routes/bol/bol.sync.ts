/**
 * BOL documents as the sync sees them: a synced table. The multipart upload goes alone as its REST
 * call (files never travel in a batch); the delete of one document is a batched write like any.
 */
import { bolMessages, successResponseSchema } from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { toBolDocument, type BolService } from './bol.service.js';

export const bolDocumentsTable = syncedTable({
  name: 'bolDocuments',
  table: 'bolDocuments',
  toShape: toBolDocument,
});

const documentIdParams = z.object({ id: z.uuid({ error: bolMessages.notFound }) });

export const bolWrites = (service: BolService) => [
  writeOperation({
    method: 'DELETE',
    path: '/api/bol-documents/:id',
    params: documentIdParams,
    response: { 200: successResponseSchema },
    work: (userId, { params }) => service.remove(userId, params.id),
  }),
];
