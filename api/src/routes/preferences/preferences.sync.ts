/** Preferences as the sync sees them: the synced table, and the write a device's outbox replays. */
import { preferencesSchema, updatePreferencesSchema } from '@haulbook/sync-protocol';
import { syncedTable } from '../../sync/synced-table.js';
import { writeOperation } from '../../sync/write-operations.js';
import { toPreferences, type PreferencesService } from './preferences.service.js';

export const preferencesTable = syncedTable({
  name: 'userPreferences',
  table: 'userPreferences',
  toShape: toPreferences,
  firstPull: { whole: true },
});

export const preferencesWrites = (service: PreferencesService) => [
  writeOperation({
    method: 'POST',
    path: '/api/preferences',
    body: updatePreferencesSchema,
    response: { 200: preferencesSchema },
    work: (userId, { body }) => service.update(userId, body),
  }),
];
