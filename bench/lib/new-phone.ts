/**
 * A new phone signing in to a long history, as a driver sees it: the built app served by the API
 * (web/e2e/harness.ts), an account with `rows` records seeded (half loads, half fill-ups, the newest
 * in this week), and a fresh Chromium profile per run. Times, taken in the page from the tap to the
 * first frame that shows the answer (page-marks.ts), from the tap on Sign In:
 *   - the sign-in call's answer (the server's password check, Argon2id at OWASP's cost);
 *   - the dashboard showing this week's pay;
 *   - then /loads and /fuel, each opened from the menu, to their first card;
 *   - the whole history on the device (the sync panel's progress gone).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../api/src/db/database.js';
import { subscriberByApi } from '../../web/e2e/accounts.js';
import { AppServer, launchBrowser } from '../../web/e2e/harness.js';
import { recordMarks, tapToAnswer, tapToDrawn } from './page-marks.js';
import { seed } from './server.js';

export interface NewPhoneRun {
  /** The sign-in call alone, from the tap to its answer (the server's password check is most of it). */
  signIn: number;
  dashboard: number;
  loads: number;
  fuel: number;
  wholeHistory: number;
}

const email = 'bench-new-phone-ui@example.com';
const password = 'Haul2026go';

/** Opens a screen from the menu and times it, from the tap, to its first card drawn. */
async function openFromMenu(page: Page, name: string): Promise<number> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name, exact: true }).first().click();
  return tapToDrawn(page, name, name);
}

/** The loads and fill-ups on the device now (IndexedDB, read beside the app). */
function rowsOnDevice(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const open = indexedDB.open('haulbook');
    const db = await new Promise<IDBDatabase>(
      (resolve) => (open.onsuccess = () => resolve(open.result)),
    );
    const tables = ['loads', 'fuelEntries'].filter((t) => db.objectStoreNames.contains(t));
    const tx = tables.length > 0 ? db.transaction(tables) : undefined;
    const counts = await Promise.all(
      tables.map(
        (t) =>
          new Promise<number>((resolve) => {
            const count = tx!.objectStore(t).count();
            count.onsuccess = () => resolve(count.result);
          }),
      ),
    );
    db.close();
    return counts.reduce((sum, n) => sum + n, 0);
  });
}

/** Resolves once the device holds all `rows` loads and fill-ups of the account. */
async function historyOnDevice(page: Page, rows: number): Promise<void> {
  const deadline = performance.now() + 300_000;
  while ((await rowsOnDevice(page)) < rows) {
    if (performance.now() > deadline) throw new Error(`the history never reached ${rows} rows`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function oneRun(server: AppServer, rows: number): Promise<NewPhoneRun> {
  const browser = await launchBrowser();
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await recordMarks(page);
    await page.goto(`${server.baseUrl}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    // A driver takes seconds to type: the app has loaded all it fetches meanwhile.
    await page.waitForLoadState('networkidle');
    const started = performance.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    const wholeHistory = historyOnDevice(page, rows).then(() => performance.now() - started);
    const dashboard = await tapToDrawn(page, 'Sign In', 'pay');
    const signIn = await tapToAnswer(page, 'Sign In', '/api/auth/login');
    const loads = await openFromMenu(page, 'Loads');
    const fuel = await openFromMenu(page, 'Fuel');
    return { signIn, dashboard, loads, fuel, wholeHistory: await wholeHistory };
  } finally {
    await browser.close();
  }
}

/** Runs the new phone `runs` times against one seeded account. */
export async function newPhone(rows: number, runs: number): Promise<NewPhoneRun[]> {
  const server = new AppServer();
  await server.start({});
  try {
    await subscriberByApi(server, email, password);
    const { db } = openDatabase(`sqlite:${path.join(server.dataDir, 'data/haulbook.db')}`);
    try {
      const { id } = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await seed(db, id, rows / 2, rows / 2);
    } finally {
      await db.destroy();
    }
    const out: NewPhoneRun[] = [];
    for (let i = 0; i < runs; i++) out.push(await oneRun(server, rows));
    return out;
  } finally {
    await server.stop();
  }
}
