/**
 * BOL documents as the sync sees them: a synced table. Their one write, the multipart upload, goes
 * alone as its REST call (files never travel in a batch), so it declares no batched operation.
 */
import { syncedTable } from '../../sync/synced-table.js';
import { toBolDocument } from './bol.service.js';

export const bolDocumentsTable = syncedTable({
  name: 'bolDocuments',
  table: 'bolDocuments',
  toShape: toBolDocument,
});
