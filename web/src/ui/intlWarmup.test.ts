import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's Worker that answers as the test says. */
function fakeWorker(answer: 'ready' | 'error' | 'silent') {
  const made: FakeWorker[] = [];
  class FakeWorker {
    onmessage: (() => void) | null = null;
    onerror: (() => void) | null = null;
    terminated = false;
    constructor() {
      made.push(this);
      setTimeout(() => {
        if (answer === 'ready') this.onmessage?.();
        if (answer === 'error') this.onerror?.();
      }, 10);
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return made;
}

async function freshIntlReady() {
  vi.resetModules();
  return (await import('./intlWarmup')).intlReady;
}

describe('intlReady', () => {
  let numberFormats: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    const Original = Intl.NumberFormat;
    numberFormats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('leaves ICU to the worker: the page makes no formatter of its own, and the worker goes', async () => {
    const made = fakeWorker('ready');
    const ready = (await freshIntlReady())();
    await vi.advanceTimersByTimeAsync(20);
    await ready;
    expect(numberFormats).not.toHaveBeenCalled();
    expect(made).toHaveLength(1);
    expect(made[0]!.terminated).toBe(true);
  });

  it('starts one worker however often it is asked', async () => {
    const made = fakeWorker('ready');
    const intlReady = await freshIntlReady();
    const both = Promise.all([intlReady(), intlReady()]);
    await vi.advanceTimersByTimeAsync(20);
    await both;
    expect(made).toHaveLength(1);
  });

  it('loads ICU on the page itself when the worker fails', async () => {
    fakeWorker('error');
    const ready = (await freshIntlReady())();
    await vi.advanceTimersByTimeAsync(20);
    await ready;
    expect(numberFormats).toHaveBeenCalled();
  });

  it('stops waiting for a worker that never answers', async () => {
    const made = fakeWorker('silent');
    const ready = (await freshIntlReady())();
    let settled = false;
    void ready.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
    expect(made[0]!.terminated).toBe(true);
    expect(numberFormats).toHaveBeenCalled();
  });

  it('makes do without workers at all', async () => {
    vi.stubGlobal('Worker', undefined);
    const ready = (await freshIntlReady())();
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    expect(numberFormats).toHaveBeenCalled();
  });
});
