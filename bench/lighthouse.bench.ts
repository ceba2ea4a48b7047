/**
 * Lighthouse (mobile, its simulated throttling: slow 4G, a calibrated CPU slowdown) on the built
 * app, served as in production by the API: /, /auth signed out; /dashboard, /loads, /fuel signed
 * in (through the session cookie, sent as a header) as a subscriber with five loads (two
 * delivered, one picked up) and three fill-ups. Each page runs `--runs` times (default 3); the
 * median run by performance score is reported, against the budgets of docs/architecture.md. A run
 * Lighthouse fails to record (NO_NAVSTART: its trace missed the start of the navigation, in about
 * one run of twenty here) is printed and run again: three attempts in all. JavaScript is counted
 * as transferred (compressed): for the landing page all of it, for the signed-in shell all of
 * /dashboard's but the screen's own chunk. Usage: pnpm bench:lighthouse [--runs 3] [--no-build]
 * [--page /auth ...] [--cpu-slowdown N]
 * [--tasks]; --tasks also lists, for each page's median run, the main-thread tasks after the first
 * paint that block at the slowdown (bench/lib/blocking-tasks.ts): where to look when TBT misses.
 *
 * A CPU slowdown is relative to the host, and this machine's benchmark index has moved from 714 to
 * 3905 across two days. Before each run the bench measures the index in the audited browser and
 * sets the slowdown to 4 × index / 1,750 (bench/lib/calibrated-slowdown.ts), so the emulated phone
 * is always Lighthouse's reference one; the budgets are judged there. Each page prints the index
 * and slowdown of every run and the load average. --cpu-slowdown N fixes the slowdown instead, for
 * comparison only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { blockingTasks, formatBlockingTasks, type BlockingTask } from './lib/blocking-tasks.js';
import { measureBenchmarkIndex, slowdownFor } from './lib/calibrated-slowdown.js';
import { seedLoadsAndFuel, subscriberByApi } from '../web/e2e/accounts.js';
import { chromiumArgs, type AppServer } from '../web/e2e/harness.js';
import { startBuiltApp } from './lib/built-app.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean' },
    // Only these pages (repeat the option), e.g. --page / --page /auth.
    page: { type: 'string', multiple: true },
    'cpu-slowdown': { type: 'string' },
    tasks: { type: 'boolean' },
  },
});
const runs = Number(values.runs);
/** A fixed slowdown (for comparison only), or none: calibrated before each run. */
const fixedSlowdown =
  values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const email = 'lighthouse@example.com';
const password = 'Haul2026go';

const budget = { performance: 95, accessibility: 100, lcpMs: 1500, tbtMs: 150, cls: 0.05 };
const jsBudgetKb = { landing: 120, shell: 200 };

interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: { url: string; bytes: number }[];
  failedAudits: string[];
  /** The host's benchmark index measured just before the run: higher is faster. */
  calibrationIndex?: number;
  /** The CPU slowdown the run used. */
  slowdown: number;
  /** Lighthouse's own measure of the host's CPU during the run. */
  benchmarkIndex: number;
  /** The host's one-minute load average when the run ended. */
  load: number;
  /** Lighthouse could not measure the page (e.g. NO_NAVSTART: its trace missed the navigation). */
  runtimeError?: string;
  /** With --tasks: what blocks after the first paint. */
  blocking?: BlockingTask[];
}

async function startChrome(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-lighthouse-'));
  const child = spawn(
    chromePath,
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)/.exec(err);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', () => reject(new Error(`chromium exited:\n${err}`)));
  });
  return { port, child, profile };
}

async function seedDriver(server: AppServer): Promise<string> {
  await subscriberByApi(server, email, password);
  // Every status on /loads: its badges and buttons are what the contrast audit reads.
  return seedLoadsAndFuel(server, email, password, {
    loads: 5,
    fillUps: 3,
    delivered: 2,
    pickedUp: 1,
  });
}

async function audit(url: string, port: number, cookie?: string): Promise<PageResult> {
  const calibrationIndex =
    fixedSlowdown === undefined ? await measureBenchmarkIndex(port) : undefined;
  const cpuSlowdownMultiplier = fixedSlowdown ?? slowdownFor(calibrationIndex!);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttling: { cpuSlowdownMultiplier },
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError)
    console.log(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.log(`${url}: ${warning}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { url: string; resourceType?: string; transferSize?: number }[] | undefined;
  const failedAudits = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
    )
    .map((a) => a.id);
  return {
    path: new URL(url).pathname,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .map((r) => ({ url: r.url, bytes: r.transferSize ?? 0 })),
    failedAudits,
    ...(calibrationIndex === undefined ? {} : { calibrationIndex }),
    slowdown: cpuSlowdownMultiplier,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    load: os.loadavg()[0]!,
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
    // A run that failed to load the page has no trace.
    ...(values.tasks && artifacts.Trace?.traceEvents
      ? { blocking: blockingTasks(artifacts.Trace, cpuSlowdownMultiplier) }
      : {}),
  };
}

/** Attempts per run: a run Lighthouse failed to record (it says to run it again) is run again. */
const attempts = 3;

async function measured(url: string, port: number, cookie?: string): Promise<PageResult> {
  let result = await audit(url, port, cookie);
  for (let attempt = 1; result.runtimeError && attempt < attempts; attempt++)
    result = await audit(url, port, cookie);
  return result;
}

const kb = (bytes: number) => bytes / 1024;
const jsKb = (r: PageResult, except?: RegExp) =>
  kb(r.scripts.filter((s) => !except?.test(s.url)).reduce((sum, s) => sum + s.bytes, 0));

function median(results: PageResult[]): PageResult {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function describeRun(r: PageResult): string {
  const index = r.calibrationIndex === undefined ? '' : `index ${r.calibrationIndex}, `;
  return (
    `${index}slowdown ${r.slowdown.toFixed(2)}x (Lighthouse's index ${r.benchmarkIndex}), load ${r.load.toFixed(2)}: ` +
    `performance ${r.performance}, TBT ${Math.round(r.tbtMs)} ms, LCP ${(r.lcpMs / 1000).toFixed(2)} s`
  );
}

function report(results: PageResult[]): boolean {
  let ok = true;
  const mark = (pass: boolean) => {
    ok &&= pass;
    return pass ? '' : ' ✗';
  };
  console.log(
    `\nCPU slowdown ${fixedSlowdown === undefined ? '4 × index / 1,750 (calibrated before each run)' : `${fixedSlowdown}x (fixed)`}; median runs:`,
  );
  console.log(
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | JS (KB, compressed) | index (calibration / Lighthouse) | slowdown | load |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.path} | ${r.performance}${mark(r.performance >= budget.performance)} | ` +
        `${r.accessibility}${mark(r.accessibility >= budget.accessibility)} | ` +
        `${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s${mark(r.lcpMs < budget.lcpMs)} | ` +
        `${Math.round(r.tbtMs)} ms${mark(r.tbtMs < budget.tbtMs)} | ${r.cls.toFixed(3)}${mark(r.cls < budget.cls)} | ` +
        `${jsKb(r).toFixed(1)} | ${r.calibrationIndex ?? '-'} / ${r.benchmarkIndex} | ` +
        `${r.slowdown.toFixed(2)}x | ${r.load.toFixed(2)} |`,
    );
    if (r.failedAudits.length)
      console.log(`  accessibility audits failing on ${r.path}: ${r.failedAudits.join(', ')}`);
  }
  const landing = results.find((r) => r.path === '/');
  const dashboard = results.find((r) => r.path === '/dashboard');
  if (landing) {
    const size = jsKb(landing);
    console.log(
      `\nlanding JS: ${size.toFixed(1)} KB (budget ${jsBudgetKb.landing})${mark(size <= jsBudgetKb.landing)}`,
    );
  }
  if (dashboard) {
    const size = jsKb(dashboard, /\/assets\/DashboardPage-/);
    console.log(
      `signed-in shell JS: ${size.toFixed(1)} KB (budget ${jsBudgetKb.shell})${mark(size <= jsBudgetKb.shell)}`,
    );
  }
  return ok;
}

const server = await startBuiltApp({ build: !values['no-build'] });
const chrome = await startChrome();
try {
  const cookie = await seedDriver(server);
  const pages: [string, string | undefined][] = [
    ['/', undefined],
    ['/auth', undefined],
    ['/dashboard', cookie],
    ['/loads', cookie],
    ['/fuel', cookie],
  ];
  const results: PageResult[] = [];
  const picked = pages.filter(([page]) => !values.page || values.page.includes(page));
  for (const [page, withCookie] of picked) {
    const all: PageResult[] = [];
    for (let i = 0; i < runs; i++)
      all.push(await measured(`${server.baseUrl}${page}`, chrome.port, withCookie));
    const middle = median(all);
    console.log(
      `${page}: performance ${all.map((r) => r.performance).join(', ')} (median ${middle.performance})`,
    );
    for (const r of all) console.log(`  ${describeRun(r)}`);
    if (middle.blocking) console.log(formatBlockingTasks(middle.blocking, middle.slowdown));
    results.push(middle);
  }
  const withinBudgets = report(results);
  const judged = fixedSlowdown === undefined;
  if (!judged)
    console.log(
      `\nAt a fixed ${fixedSlowdown}x, not the calibrated slowdown: for comparison only.`,
    );
  process.exitCode = withinBudgets && judged ? 0 : 1;
} finally {
  // Chromium still writes its profile while it closes: wait for it before removing the folder.
  const closed = new Promise((resolve) => chrome.child.once('exit', resolve));
  chrome.child.kill('SIGTERM');
  await Promise.all([closed, server.stop()]);
  fs.rmSync(chrome.profile, { recursive: true, force: true });
}
