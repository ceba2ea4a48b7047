/**
 * Every synced area of the API, once. app.ts registers their routes for signed-in drivers, and the
 * push, the pull, export, account deletion and the clean-up of files all read this list; leaving
 * out an area whose table sync-protocol lists is a type error (sync/area.ts).
 */
import { everyArea } from '../sync/area.js';
import { bolArea } from './bol/bol.area.js';
import { expensesArea } from './expenses/expenses.area.js';
import { fuelArea } from './fuel/fuel.area.js';
import { iftaArea, segmentsArea } from './ifta/ifta.area.js';
import { loadsArea } from './loads/loads.area.js';
import { perDiemArea } from './per-diem/per-diem.area.js';
import { maintenanceArea } from './maintenance/maintenance.area.js';
import { paperworkArea } from './paperwork/paperwork.area.js';
import { payArea } from './pay/pay.area.js';
import { preferencesArea } from './preferences/preferences.area.js';
import { settlementsArea } from './settlements/settlements.area.js';

export const syncedAreas = everyArea([
  loadsArea,
  fuelArea,
  payArea,
  preferencesArea,
  bolArea,
  maintenanceArea,
  settlementsArea,
  segmentsArea,
  iftaArea,
  perDiemArea,
  expensesArea,
  paperworkArea,
]);
