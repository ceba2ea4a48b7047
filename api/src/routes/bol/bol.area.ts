/**
 * BOL documents as one synced area (sync/area.ts): the routes, the table and the files. A document
 * is uploaded by its own call, never replayed from the outbox, so it adds no writes.
 */
import { bolDocumentTypes } from '@haulbook/sync-protocol';
import { syncedArea } from '../../sync/area.js';
import { bolRepository } from './bol.repository.js';
import bolRoutes from './bol.routes.js';
import { bolDocumentsTable } from './bol.sync.js';

export const bolArea = syncedArea({
  prefix: '/api/bol-documents',
  routes: bolRoutes,
  tables: { bolDocuments: bolDocumentsTable },
  writes: () => [],
  keptFiles: ({ db, files }) => [
    {
      store: files.collection('bol', bolDocumentTypes),
      owned: (userId) => bolRepository(db).ids(userId),
    },
  ],
});
