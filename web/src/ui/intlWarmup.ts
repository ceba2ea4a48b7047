/**
 * The first Intl.NumberFormat in a browser process loads ICU's number data: 55 to 75 ms on the
 * main thread of this project's test machine, four times that on a mid-range phone, in which a tap
 * goes unanswered. A worker in the same process pays it instead, off the main thread (after it the
 * page's first formatter takes under 1 ms). boot.ts starts it as it asks for the app's code;
 * the app awaits it before loading the modules that make formatters. Without the worker the data
 * is loaded in a task of its own, rather than lengthening the task that evaluates those modules.
 */

/** Longest wait for the worker: past it the page makes its formatters itself. */
const workerWaitMs = 3000;

let ready: Promise<void> | undefined;

const warmHere = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      new Intl.NumberFormat('en-US').format(0);
      resolve();
    }),
  );

function warmInWorker(): Promise<boolean> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(false);
      return;
    }
    const finish = (warmed: boolean) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(warmed);
    };
    const timer = setTimeout(() => finish(false), workerWaitMs);
    worker.onmessage = () => finish(true);
    worker.onerror = () => finish(false);
  });
}

/** Resolves once the page's formatters are cheap to make. */
export function intlReady(): Promise<void> {
  ready ??= (typeof Worker === 'undefined' ? Promise.resolve(false) : warmInWorker()).then(
    (warmed) => (warmed ? undefined : warmHere()),
  );
  return ready;
}
