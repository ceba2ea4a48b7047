/**
 * What blocks in a Lighthouse run: the page's main-thread tasks after its first contentful paint,
 * as the trace observed them (before the simulated CPU slowdown), each with the part over 50 ms
 * that it would have at a given slowdown, and the trace events that took most of it. Lighthouse's
 * simulation (lantern's PageDependencyGraph) drops most tasks under 10 ms as observed, whatever
 * the slowdown, so only the longer ones are listed: a task brought under 10 ms on this host stops
 * counting. A task that lays out is slowed by half the slowdown only (its Simulator's
 * layoutTaskMultiplier). An estimate: TBT itself comes from Lighthouse's simulated timeline, and
 * ends at its time to interactive.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface BlockingTask {
  /** Since the navigation started, as observed. */
  startMs: number;
  observedMs: number;
  /** The part over 50 ms once the task is `slowdown` times longer. */
  blockingMs: number;
  /** The longest events inside, e.g. "FunctionCall react:12.1". */
  inside: string[];
}

/** Events worth naming inside a task: script, style, layout, parsing, garbage collection. */
const named =
  /^(FunctionCall|v8\.evaluateModule|EvaluateScript|RunMicrotasks|TimerFire|EventDispatch|Layout|UpdateLayoutTree|ParseHTML|ParseAuthorStyleSheet|Commit|Paint|MinorGC|MajorGC)$/;

/** Tasks shorter than this, as observed, are left out of Lighthouse's simulation. */
const keptFromMs = 10;
/** A task with a layout in it is slowed by this share of the slowdown. */
const layoutShare = 0.5;

const ms = (us: number) => us / 1000;
/** "react" for http://host/assets/react-CrsLn6mP.js. */
const chunk = (url: string) => url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');

function label(event: TraceEvent): string {
  const url = event.args?.data?.url;
  return `${event.name}${url ? ` ${chunk(url)}` : ''}:${ms(event.dur ?? 0).toFixed(1)}`;
}

export function blockingTasks(trace: { traceEvents: TraceEvent[] }, slowdown: number) {
  const events = trace.traceEvents;
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return [];
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid);
  const from = paint?.ts ?? navigation.ts;
  const mainThread = events.filter(
    (e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.ts >= from,
  );
  const tasks: BlockingTask[] = [];
  for (const task of mainThread) {
    if (task.name !== 'RunTask' || !task.dur || ms(task.dur) < keptFromMs) continue;
    const end = task.ts + task.dur;
    const within = mainThread.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
    );
    const laysOut = within.some((e) => e.name === 'Layout');
    const blockingMs = ms(task.dur) * slowdown * (laysOut ? layoutShare : 1) - 50;
    if (blockingMs <= 0) continue;
    const inside = within
      .filter((e) => named.test(e.name) && (e.dur ?? 0) >= 500)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map(label);
    tasks.push({
      startMs: ms(task.ts - navigation.ts),
      observedMs: ms(task.dur),
      blockingMs,
      inside,
    });
  }
  return tasks.sort((a, b) => a.startMs - b.startMs);
}

/** One line per task, in the order they ran, and their sum. */
export function formatBlockingTasks(tasks: BlockingTask[], slowdown: number): string {
  const sum = tasks.reduce((total, t) => total + t.blockingMs, 0);
  return [
    `  tasks after the first paint of ${keptFromMs} ms or more that block at ${slowdown}x (an estimate): ${tasks.length}, ${Math.round(sum)} ms over 50`,
    ...tasks.map(
      (t) =>
        `    +${Math.round(t.startMs)} ms  ${t.observedMs.toFixed(1)} ms observed -> ${Math.round(t.blockingMs)} ms over  ${t.inside.join(' | ')}`,
    ),
  ].join('\n');
}
