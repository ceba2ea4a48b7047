/** Loads as one synced area (sync/area.ts): the routes, the table and the outbox's writes. */
import { syncedArea } from '../../sync/area.js';
import loadsRoutes from './loads.routes.js';
import { loadsService } from './loads.service.js';
import { loadsTable, loadWrites } from './loads.sync.js';

export const loadsArea = syncedArea({
  prefix: '/api/loads',
  routes: loadsRoutes,
  tables: { loads: loadsTable },
  writes: ({ db }) => loadWrites(loadsService(db)),
});
