/** Fill-ups as one synced area (sync/area.ts): the routes, the table, the writes, the receipts. */
import { syncedArea } from '../../sync/area.js';
import { fuelRepository } from './fuel.repository.js';
import fuelRoutes from './fuel.routes.js';
import { fuelService } from './fuel.service.js';
import { fuelTable, fuelWrites } from './fuel.sync.js';
import { receiptStore } from './receipts.js';

export const fuelArea = syncedArea({
  prefix: '/api/fuel',
  routes: fuelRoutes,
  tables: { fuelEntries: fuelTable },
  writes: ({ db, files }) => fuelWrites(fuelService(db, receiptStore(files))),
  keptFiles: ({ db, files }) => [
    { store: receiptStore(files), owned: (userId) => fuelRepository(db).idsWithReceipt(userId) },
  ],
});
