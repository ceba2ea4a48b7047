/**
 * BOL documents as one synced area (sync/area.ts): the routes, the table, the files and the one
 * batched write, the delete (an upload goes by its own multipart call).
 */
import { bolDocumentTypes } from '@haulbook/sync-protocol';
import { syncedArea } from '../../sync/area.js';
import { bolRepository } from './bol.repository.js';
import bolRoutes from './bol.routes.js';
import { bolService } from './bol.service.js';
import { bolDocumentsTable, bolWrites } from './bol.sync.js';

export const bolArea = syncedArea({
  prefix: '/api/bol-documents',
  routes: bolRoutes,
  tables: { bolDocuments: bolDocumentsTable },
  writes: ({ db, files }) => bolWrites(bolService(db, files)),
  keptFiles: ({ db, files }) => [
    {
      store: files.collection('bol', bolDocumentTypes),
      owned: (userId) => bolRepository(db).ids(userId),
    },
  ],
});
