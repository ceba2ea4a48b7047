// @vitest-environment jsdom
/**
 * When sync runs: rounds never overlap, failures back off exponentially up to a ceiling, coming
 * back online, focus and the timer start a round, stop() silences all of it, and only the tab that
 * holds the Web Lock syncs. The engine here only counts rounds: what a round does is tested against
 * the real API in the engine's own tests.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SyncEngine } from './engine';
import type { StepResult } from './transport';
import { createSyncScheduler } from './scheduler';

function countingEngine(results: StepResult[] = []) {
  const engine = { rounds: 0, sync: vi.fn(), push: vi.fn(), pull: vi.fn() };
  engine.sync.mockImplementation(async () => {
    engine.rounds++;
    return results.shift() ?? 'done';
  });
  return engine;
}

const asEngine = (e: ReturnType<typeof countingEngine>) => e as unknown as SyncEngine;

/** A LockManager with the one behaviour the scheduler uses: ifAvailable, held by one at a time. */
class OneHolderLocks {
  private held = new Set<string>();
  async request<T>(
    name: string,
    _options: { ifAvailable: boolean },
    run: (lock: object | null) => Promise<T>,
  ): Promise<T> {
    if (this.held.has(name)) return run(null);
    this.held.add(name);
    try {
      return await run({ name });
    } finally {
      this.held.delete(name);
    }
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the sync scheduler', () => {
  it('folds requests made during a round into one more round', async () => {
    const engine = countingEngine();
    const scheduler = createSyncScheduler({ engine: asEngine(engine) });
    const first = scheduler.request();
    void scheduler.request();
    void scheduler.request();
    await first;
    expect(engine.rounds).toBe(2);
  });

  it('backs off 1, 2, 4 s ... up to the ceiling while the server cannot be reached', async () => {
    const engine = countingEngine(Array(10).fill('offline'));
    const scheduler = createSyncScheduler({ engine: asEngine(engine), maxBackoffMs: 8000 });
    await scheduler.request();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = engine.rounds;
      let waited = 0;
      while (engine.rounds === before) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('syncs at once when the browser comes back online, and on focus and the timer', async () => {
    const engine = countingEngine(['offline']);
    const scheduler = createSyncScheduler({ engine: asEngine(engine), intervalMs: 30_000 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.rounds).toBe(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.rounds).toBe(2);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.rounds).toBe(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(engine.rounds).toBe(4);
    scheduler.stop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(engine.rounds).toBe(4);
  });

  it('hands a lost session to its handler and does not retry on its own', async () => {
    const engine = countingEngine(['unauthorized']);
    const onUnauthorized = vi.fn();
    const scheduler = createSyncScheduler({ engine: asEngine(engine), onUnauthorized });
    await scheduler.request();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(engine.rounds).toBe(1);
  });

  it('lets only the tab holding the lock sync', async () => {
    const locks = new OneHolderLocks();
    // jsdom has no Web Locks: install this tab's LockManager for the test, and take it away after.
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'locks');
    });
    const busy = countingEngine();
    let release = () => undefined as void;
    const holder = countingEngine();
    holder.sync.mockImplementation(
      () => new Promise<StepResult>((resolve) => (release = () => resolve('done'))),
    );
    const results: string[] = [];
    const first = createSyncScheduler({ engine: asEngine(holder) }).request();
    await vi.advanceTimersByTimeAsync(0);
    const other = createSyncScheduler({
      engine: asEngine(busy),
      onResult: (r) => results.push(r),
    });
    await other.request();
    expect(busy.sync).not.toHaveBeenCalled();
    expect(results).toEqual(['busy']);
    release();
    await first;
    await other.request();
    expect(busy.sync).toHaveBeenCalledTimes(1);
  });
});

describe('a round that reaches the server', () => {
  it('is told, so a screen showing Offline can stop: a failed round is not', async () => {
    const engine = countingEngine(['offline', 'done']);
    const scheduler = createSyncScheduler({ engine: asEngine(engine) });
    const reached = vi.fn();
    scheduler.setReachedHandler(reached);
    await scheduler.request();
    expect(reached).not.toHaveBeenCalled();
    await scheduler.request();
    expect(reached).toHaveBeenCalledTimes(1);
  });
});
