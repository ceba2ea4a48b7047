/**
 * The app's one sync engine and scheduler, over the device database and the cookie session.
 * Feature code writes through `loadWrites` below and reads Dexie; it never calls the API itself.
 */
import type { SyncHistory } from '@haulbook/sync-protocol';
import { fetchTransport } from '../api';
import { db } from '../db';
import { documentWrites } from '../documents';
import { fuelWrites } from '../fuel';
import { loadWrites } from '../loads';
import { payWrites } from '../pay';
import { preferencesWrites } from '../preferences';
import { refusalMessage } from '../recordLabel';
import { notifyError } from '../../ui/notify';
import { createSyncEngine } from './engine';
import { firstAnswerHere, historyChannel, type HistoryWorker } from './history-channel';
import { firstAnswerAhead, historyPages, type FirstAnswerAhead } from './history';
import { createSyncScheduler } from './scheduler';

/** The worker that reads and stores a new device's history (history-channel.ts). */
const historyWorker = (): HistoryWorker =>
  new Worker(new URL('./history.worker.ts', import.meta.url), { name: 'history' });

/** The first answer of a new device's history, on the screens' thread; asked ahead at sign-in. */
let firstAnswer: FirstAnswerAhead<SyncHistory> | undefined;

export const syncEngine = createSyncEngine({
  db,
  transport: fetchTransport,
  onRejected: (rejection) => notifyError(rejection.title, refusalMessage(rejection)),
  historyIn: (limits) => {
    firstAnswer = firstAnswerAhead(historyPages(db, fetchTransport, limits));
    return typeof Worker === 'function'
      ? firstAnswerHere(firstAnswer, historyChannel(historyWorker, limits))
      : firstAnswer;
  },
});

/**
 * Right after a sign-in on a device that holds nothing yet: the history's first answer is asked
 * for at once, and the sync round that follows takes it (history.ts, firstAnswerAhead).
 */
export const askFirstAnswerNow = () => firstAnswer?.askFirstNow();

/** Drops a first answer asked ahead: the session that asked for it is over. */
export const forgetFirstAnswer = () => firstAnswer?.forgetFirst();

export const syncScheduler = createSyncScheduler({ engine: syncEngine });

/**
 * What a write module is given to ask for a sync round. The screens the dashboard never shows
 * make their own write modules with it (expenses, IFTA, per diem, maintenance, settlements), so
 * their code loads with them, not with the shell.
 */
export const requestSync = () => void syncScheduler.request();

export const loads = loadWrites(db, () => void syncScheduler.request());

export const fuel = fuelWrites(db, () => void syncScheduler.request());

export const pay = payWrites(db, () => void syncScheduler.request());
export const preferences = preferencesWrites(db, () => void syncScheduler.request());
export const documents = documentWrites(db, loads, () => void syncScheduler.request());
