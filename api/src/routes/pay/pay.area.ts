/** Pay settings and tiers as one synced area (sync/area.ts): routes, three tables, the writes. */
import { syncedArea } from '../../sync/area.js';
import payRoutes from './pay.routes.js';
import { payService } from './pay.service.js';
import { bonusTiersTable, payConfigsTable, payTiersTable, payWrites } from './pay.sync.js';

export const payArea = syncedArea({
  prefix: '/api',
  routes: payRoutes,
  tables: { payConfigs: payConfigsTable, payTiers: payTiersTable, bonusTiers: bonusTiersTable },
  writes: ({ db }) => payWrites(payService(db)),
});
