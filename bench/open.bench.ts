/**
 * How long /loads and /fuel take to draw their first card with 500 and with 50,000 loads and
 * fill-ups on the device (docs/architecture.md's budget: /loads opens in < 300 ms with 50,000 rows).
 *
 * First, in Chromium on the server's origin (bench/browser/device.ts), the reads each screen makes
 * before its first card, through the screens' own functions, over a database of that many rows;
 * beside them the average MPG /fuel reads on its own past a few years of fill-ups, a search that
 * matches nothing (it reads every load), and the whole-table reads the screens made before.
 *
 * Then the built app, served as in production by the API, signed in through the session cookie,
 * in a fresh browser profile whose device database the bench fills with the app's own Dexie
 * database class. Each screen is opened `--runs` times (default 3) two ways, after one opening of
 * each to warm up, and the median is printed:
 *   - menu: a tap on the screen's menu item from the dashboard, from the tap (the budget is judged
 *     on this one: the app is running, the screen opens);
 *   - reload: a full page load of the screen, from the navigation's start (the app's scripts come
 *     from the service worker's cache, as on a phone that has opened the app before): the app's
 *     start is most of it, whatever the rows.
 * "First card" is the frame after the screen's first card entered the page. The host's cores and
 * load average are printed beside the figures, which move with the host.
 *
 *   pnpm bench:open [--runs 3] [--no-build] [--rows 500 --rows 50000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { seedLoadsAndFuel, subscriberByApi } from '../web/e2e/accounts.js';
import { chromiumArgs, type AppServer } from '../web/e2e/harness.js';
import { startBuiltApp } from './lib/built-app.js';
import { buildDevice, inPage, loadDevice, openDevice, serveDevice } from './lib/device.js';
import { firstCardScript, timeFromMenu, timeReload } from './lib/open-screen.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean' },
    rows: { type: 'string', multiple: true },
  },
});
const runs = Number(values.runs);
const sizes = (values.rows ?? ['500', '50000']).map(Number);
const screens = ['/loads', '/fuel'] as const;
const budgetMs = 300;
const email = 'open-bench@example.com';
const password = 'Haul2026go';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rowsText = (n: number) => n.toLocaleString('en-US');
const load = () => os.loadavg()[0]!.toFixed(2);

interface Reads {
  loads: number[];
  fuel: number[];
  averageApart: number[];
  searchEverything: number[];
  wholeLoads: number[];
  wholeFuel: number[];
}

const readNames: [keyof Reads, string][] = [
  ['loads', '/loads: counters, filter counts, first cards'],
  ['fuel', '/fuel: figures, first cards'],
  ['averageApart', '/fuel: average MPG read apart'],
  ['searchEverything', '/loads: a search matching nothing'],
  ['wholeLoads', 'before: every load, newest first'],
  ['wholeFuel', 'before: every fill-up'],
];

async function readsOnDevice(server: AppServer, cookie: string, script: string) {
  const device = await openDevice(server.baseUrl, cookie, script);
  try {
    console.log(`\nThe screens' reads in Chromium, ms (median of 5), ${os.cpus().length} cores:`);
    console.log(`| read | ${sizes.map((n) => `${rowsText(n)} rows`).join(' | ')} |`);
    console.log(`| --- | ${sizes.map(() => '---').join(' | ')} |`);
    const bySize: Reads[] = [];
    for (const rows of sizes) bySize.push(await inPage<Reads>(device, 'openScreens', rows));
    for (const [key, name] of readNames)
      console.log(`| ${name} | ${bySize.map((r) => median(r[key]).toFixed(1)).join(' | ')} |`);
    console.log(`load average ${load()}`);
  } finally {
    await device.close();
  }
}

interface Opened {
  rows: number;
  screen: string;
  reload: number[];
  menu: number[];
  load: string;
}

async function openScreens(page: Page, base: string, rows: number): Promise<Opened[]> {
  const opened: Opened[] = [];
  for (const screen of screens) {
    // One opening of each kind first: the screen's chunk and the database are warm after it.
    await timeReload(page, base, screen);
    await timeFromMenu(page, base, screen);
    const reload: number[] = [];
    const menu: number[] = [];
    for (let i = 0; i < runs; i++) {
      reload.push(await timeReload(page, base, screen));
      menu.push(await timeFromMenu(page, base, screen));
    }
    opened.push({ rows, screen, reload, menu, load: load() });
  }
  return opened;
}

/** A fresh profile: its device database filled with `rows` of each, then the screens opened. */
async function onFreshDevice(
  browser: Browser,
  base: string,
  cookie: string,
  script: string,
  rows: number,
): Promise<Opened[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    await context.addInitScript(firstCardScript);
    await serveDevice(context, base, script);
    const page = await context.newPage();
    await loadDevice(page, base);
    await inPage({ page }, 'fillApp', rows);
    return await openScreens(page, base, rows);
  } finally {
    await context.close();
  }
}

/** The budget is judged on the menu: opening the screen in the app, the app already running. */
function report(opened: Opened[]): boolean {
  let ok = true;
  console.log(`\nFirst card in the built app, ms (median of ${runs}), ${os.cpus().length} cores:`);
  console.log('| rows on the device | screen | menu | reload | runs: menu / reload | load |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of opened) {
    const menu = median(r.menu);
    const over = r.rows >= 50_000 && menu >= budgetMs;
    if (over) ok = false;
    const each = `${r.menu.map(Math.round).join(', ')} / ${r.reload.map(Math.round).join(', ')}`;
    console.log(
      `| ${rowsText(r.rows)} | ${r.screen} | ${Math.round(menu)}${over ? ' ✗' : ''} | ` +
        `${Math.round(median(r.reload))} | ${each} | ${r.load} |`,
    );
  }
  console.log(`budget: < ${budgetMs} ms from the menu with 50,000 rows`);
  return ok;
}

const server = await startBuiltApp({ build: !values['no-build'] });
const built = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-bench-open-'));
try {
  const script = await buildDevice(built);
  await subscriberByApi(server, email, password);
  const cookie = await seedLoadsAndFuel(server, email, password, { loads: 0, fillUps: 0 });
  await readsOnDevice(server, cookie, script);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const opened: Opened[] = [];
    for (const rows of sizes)
      opened.push(...(await onFreshDevice(browser, server.baseUrl, cookie, script, rows)));
    process.exitCode = report(opened) ? 0 : 1;
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  fs.rmSync(built, { recursive: true, force: true });
}
