/** Truck maintenance as one synced area (sync/area.ts): routes, items, costs and their receipts. */
import { syncedArea } from '../../sync/area.js';
import { maintenanceRepository } from './maintenance.repository.js';
import maintenanceRoutes, { maintenanceReceipts } from './maintenance.routes.js';
import { maintenanceService } from './maintenance.service.js';
import {
  maintenanceCostsTable,
  maintenanceItemsTable,
  maintenanceWrites,
} from './maintenance.sync.js';

export const maintenanceArea = syncedArea({
  prefix: '/api/maintenance',
  routes: maintenanceRoutes,
  tables: { maintenanceItems: maintenanceItemsTable, maintenanceCosts: maintenanceCostsTable },
  writes: ({ files }) => maintenanceWrites(maintenanceService(maintenanceReceipts(files))),
  keptFiles: ({ db, files }) => [
    {
      store: maintenanceReceipts(files),
      owned: (userId) => maintenanceRepository(db).idsWithReceipt(userId),
    },
  ],
});
