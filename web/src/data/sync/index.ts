/**
 * The app's one sync engine and scheduler, over the device database and the cookie session.
 * Feature code writes through `loadWrites` below and reads Dexie; it never calls the API itself.
 */
import { fetchTransport } from '../api';
import { db } from '../db';
import { fuelWrites } from '../fuel';
import { loadWrites } from '../loads';
import { payWrites } from '../pay';
import { notifyError } from '../../ui/notify';
import { createSyncEngine } from './engine';
import { createSyncScheduler } from './scheduler';

export const syncEngine = createSyncEngine({
  db,
  transport: fetchTransport,
  onRejected: (rejection) => notifyError(rejection.title, rejection.message),
});

export const syncScheduler = createSyncScheduler({ engine: syncEngine });

export const loads = loadWrites(db, () => void syncScheduler.request());

export const fuel = fuelWrites(db, () => void syncScheduler.request());

export const pay = payWrites(db, () => void syncScheduler.request());
