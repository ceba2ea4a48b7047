/** Settlements as one synced area (sync/area.ts): the routes, the table and the writes. */
import { syncedArea } from '../../sync/area.js';
import settlementsRoutes from './settlements.routes.js';
import { settlementsService } from './settlements.service.js';
import { settlementsTable, settlementWrites } from './settlements.sync.js';

export const settlementsArea = syncedArea({
  prefix: '/api/settlements',
  routes: settlementsRoutes,
  tables: { settlements: settlementsTable },
  writes: ({ db }) => settlementWrites(settlementsService(db)),
});
