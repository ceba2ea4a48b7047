/** Per diem as a synced area (sync/area.ts): the corrected days, and the year's figures. */
import { syncedArea } from '../../sync/area.js';
import { perDiemRoutes } from './per-diem.routes.js';
import { perDiemDaysTable, perDiemWrites } from './per-diem.sync.js';

export const perDiemArea = syncedArea({
  prefix: '/api/per-diem',
  routes: perDiemRoutes,
  tables: { perDiemDays: perDiemDaysTable },
  writes: perDiemWrites,
});
