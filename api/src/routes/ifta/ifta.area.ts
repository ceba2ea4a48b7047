/** IFTA as two synced areas (sync/area.ts): the miles by jurisdiction, and the rates and return. */
import { syncedArea } from '../../sync/area.js';
import { iftaRoutes, segmentRoutes } from './ifta.routes.js';
import { rateWrites, ratesTable, segmentsTable, segmentWrites } from './ifta.sync.js';

export const segmentsArea = syncedArea({
  prefix: '/api/jurisdiction-segments',
  routes: segmentRoutes,
  tables: { jurisdictionSegments: segmentsTable },
  writes: segmentWrites,
});

export const iftaArea = syncedArea({
  prefix: '/api/ifta',
  routes: iftaRoutes,
  tables: { iftaRates: ratesTable },
  writes: rateWrites,
});
