/**
 * The sync engine as the screens see it: what is waiting, when the device last heard from the
 * server, a way to force a round, and the scheduler running only while a driver is signed in.
 */
import { useLiveQuery } from '../useLiveQuery';
import { useCallback, useEffect, useState } from 'react';
import { db } from '../db';
import { useAuth } from '../session/useAuth';
import { useOnlineStatus } from '../useOnlineStatus';
import { recordLabel } from '../recordLabel';
import { syncEngine, syncScheduler } from './index';
import { stuckEntries } from './outbox';

export interface SyncStatus {
  /** Changes made on this device that the server has not acknowledged yet. */
  pending: number;
  lastSyncedAt: string | null;
  /** A new device's older records still coming (history.ts): how many came, of how many. */
  history: { stored: number; total: number } | null;
  syncing: boolean;
  syncNow: () => Promise<void>;
}

export function useSyncStatus(): SyncStatus {
  const pending = useLiveQuery(() => db.outbox.count(), [], 0);
  const state = useLiveQuery(() => db.syncState.get('state'), []);
  const [syncing, setSyncing] = useState(false);
  const syncNow = useCallback(async () => {
    setSyncing(true);
    try {
      await syncScheduler.request();
    } finally {
      setSyncing(false);
    }
  }, []);
  const history = state?.history
    ? { stored: state.history.stored, total: state.history.total }
    : null;
  return { pending, lastSyncedAt: state?.lastSyncedAt ?? null, history, syncing, syncNow };
}

/**
 * Runs the scheduler for as long as the calling screen (the signed-in shell) is mounted.
 * `onSessionChanged` hears a 401 and a 402: either way, who the driver is now must be asked again;
 * and a round that reached the server while the app believed it unreachable.
 */
export function useSyncWhileSignedIn(onSessionChanged: () => void): void {
  const { serverReachable } = useAuth();
  useEffect(() => {
    syncScheduler.setUnauthorizedHandler(onSessionChanged);
    syncScheduler.setPaymentRequiredHandler(onSessionChanged);
    syncScheduler.start();
    return () => syncScheduler.stop();
  }, [onSessionChanged]);
  // The last session check found no server, yet a round reached it: ask again, and Offline goes.
  useEffect(() => {
    syncScheduler.setReachedHandler(serverReachable ? undefined : onSessionChanged);
    return () => syncScheduler.setReachedHandler(undefined);
  }, [serverReachable, onSessionChanged]);
}

/**
 * True while a freshly signed-in device is still fetching the driver's rows for the first time:
 * an empty list then means "not here yet", not "no loads". Offline, there is nothing to wait for.
 * Undefined until the device's sync state has been read.
 */
export function useFirstSyncPending(): boolean | undefined {
  const online = useOnlineStatus();
  const { serverReachable } = useAuth();
  const lastSyncedAt = useLiveQuery(
    async () => (await db.syncState.get('state'))?.lastSyncedAt ?? null,
    [],
  );
  if (lastSyncedAt === undefined) return undefined;
  return online && serverReachable && lastSyncedAt === null;
}

export interface StuckChange {
  seq: number;
  /** The record in the driver's words: "Load LS-448990", "Fill-up Nov 20, 150,000 mi". */
  label: string;
  reason: string;
}

/** Changes the server keeps failing on, named, with the driver's two ways out. */
export function useStuckChanges() {
  const stuck = useLiveQuery(async (): Promise<StuckChange[]> => {
    const entries = await stuckEntries(db);
    return Promise.all(
      entries.map(async (entry) => {
        const row = await db[entry.table].get(entry.rowId);
        return {
          seq: entry.seq!,
          label: recordLabel(entry.table, row ?? entry.body ?? entry.before),
          reason: entry.lastError ?? 'The server could not save it',
        };
      }),
    );
  }, []);
  const retry = useCallback(async (seq: number) => {
    await syncEngine.retry(seq);
    await syncScheduler.request();
  }, []);
  const discard = useCallback((seq: number) => syncEngine.discard(seq), []);
  return { stuck: stuck ?? [], retry, discard };
}
