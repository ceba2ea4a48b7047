/**
 * When sync runs (docs/architecture.md): on start, after each write, when the browser comes online, on
 * focus or when the tab becomes visible, and on a timer; never through the Background Sync API,
 * which Safari and Firefox lack. A failed round retries with exponential backoff. Only one tab
 * syncs at a time (Web Locks); the others see its results through IndexedDB.
 */
import type { SyncEngine } from './engine';
import type { StepResult } from './transport';

export interface SchedulerOptions {
  engine: SyncEngine;
  onUnauthorized?: () => void;
  /** The server kept entries back for the driver's plan (402): time to ask who they are now. */
  onPaymentRequired?: () => void;
  onResult?: (result: StepResult | 'busy') => void;
  intervalMs?: number;
  maxBackoffMs?: number;
}

const lockName = 'haulbook-sync';

async function underTabLock(run: () => Promise<StepResult>): Promise<StepResult | 'busy'> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  return locks.request(lockName, { ifAvailable: true }, async (lock) => (lock ? run() : 'busy'));
}

export function createSyncScheduler({
  engine,
  onUnauthorized: initialUnauthorized,
  onPaymentRequired: initialPaymentRequired,
  onResult,
  intervalMs = 30_000,
  maxBackoffMs = 60_000,
}: SchedulerOptions) {
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;
  let onUnauthorized = initialUnauthorized;
  let onPaymentRequired = initialPaymentRequired;
  let onReached: (() => void) | undefined;

  async function round(): Promise<void> {
    const result = await underTabLock(() => engine.sync()).catch((error: unknown) => {
      console.warn('Sync failed', error);
      return 'offline' as const;
    });
    onResult?.(result);
    clearTimeout(retryTimer);
    if (result === 'offline') {
      failures++;
      const backoff = Math.min(maxBackoffMs, 1000 * 2 ** (failures - 1));
      retryTimer = setTimeout(request, backoff * (0.75 + Math.random() / 2));
    } else {
      failures = 0;
    }
    if (result === 'unauthorized') onUnauthorized?.();
    if (result === 'paymentRequired') onPaymentRequired?.();
    if (result === 'done') onReached?.();
  }

  /** Asks for a sync; calls during a round fold into one more round after it. */
  function request(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await round();
      } while (again);
      running = null;
    })();
    return running;
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') void request();
  };
  const onOnline = () => {
    failures = 0;
    void request();
  };

  return {
    request,
    /** Who hears that the session is gone (the queue is kept: only a new sign-in resumes it). */
    setUnauthorizedHandler(handler: () => void) {
      onUnauthorized = handler;
    },
    /** Who hears that entries wait for the driver's plan (the queue keeps them). */
    setPaymentRequiredHandler(handler: () => void) {
      onPaymentRequired = handler;
    },
    /**
     * Who hears that a round reached the server: the server can come back without the browser
     * ever saying it was offline (a truck stop's Wi-Fi with no way out), so no 'online' event says
     * the app may stop showing Offline.
     */
    setReachedHandler(handler: (() => void) | undefined) {
      onReached = handler;
    },
    start() {
      window.addEventListener('online', onOnline);
      window.addEventListener('focus', onVisible);
      document.addEventListener('visibilitychange', onVisible);
      interval = setInterval(() => void request(), intervalMs);
      void request();
    },
    stop() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(interval);
      clearTimeout(retryTimer);
    },
  };
}
export type SyncScheduler = ReturnType<typeof createSyncScheduler>;
