/** Preferences as one synced area (sync/area.ts): the routes, the table and the writes. */
import { syncedArea } from '../../sync/area.js';
import preferencesRoutes from './preferences.routes.js';
import { preferencesService } from './preferences.service.js';
import { preferencesTable, preferencesWrites } from './preferences.sync.js';

export const preferencesArea = syncedArea({
  prefix: '/api/preferences',
  routes: preferencesRoutes,
  tables: { userPreferences: preferencesTable },
  writes: ({ db }) => preferencesWrites(preferencesService(db)),
});
