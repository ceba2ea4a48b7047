/**
 * A driver's first day, the same in each engine a driver may carry (engine.ts): Chromium, Safari's
 * WebKit and Firefox ESR, against the real built server. One Vitest project per engine runs it
 * (vitest.config.ts: engine-chromium, engine-webkit, engine-firefox; HB_ENGINE names the engine).
 * The driver signs up and verifies the address by email, subscribes, adds a load and a fill-up,
 * reloads, loses the signal (the server stops: not every engine's driver can take the browser
 * offline) and logs a fill-up that syncs once the server is back, then opens the dashboard, loads,
 * fuel, a load's paperwork (a POD photographed, then mailed to the office as one PDF), tax time
 * (IFTA, expenses, profit and per diem, figures worked out by hand), pay settings,
 * the axle calculator and the profile, signs out and in again to a device
 * that brings it all back. Every screen must draw without failing and pass axe-core (no serious
 * or critical violation). Last, a screen made to throw while it
 * draws must fail the check, with its error in the message, while the menu stays.
 * SHOTS_DIR=<folder> keeps screenshots of the dashboard, loads, fuel and profit at 360 and 1280 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOldDefFillUps } from '../accounts.js';
import { AppServer } from '../harness.js';
import { chromiumEngine } from './chromium.js';
import { Driver, label, role, text } from './driver.js';
import { engineNames, type Engine, type EngineName } from './engine.js';
import { firefoxEngine } from './firefox.js';
import { webkitEngine } from './webkit.js';

const engineName = process.env.HB_ENGINE as EngineName;
if (!engineNames.includes(engineName)) throw new Error(`HB_ENGINE must be one of ${engineNames}`);
const engines = { chromium: chromiumEngine, webkit: webkitEngine, firefox: firefoxEngine };

const server = new AppServer();
let engine: Engine;
// A new driver for each attempt (vitest.config.ts runs a failed journey once more on this server).
let attempt = 0;
let email = '';
const password = 'Haul2026go';
const desktop = { width: 1280, height: 900 };
const shots = process.env.SHOTS_DIR;

beforeAll(async () => {
  await server.start({});
  engine = await engines[engineName]();
});

afterAll(async () => {
  // A browser that fails to close must not leave the server and its data folder behind.
  try {
    await engine?.close();
  } finally {
    await server.stop();
  }
});

/** The signed-in session's cookie, for asking the server what it holds. */
async function sessionCookie(): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email, password }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function onServer<T>(apiPath: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}${apiPath}`, {
    headers: { cookie: await sessionCookie() },
  });
  return (await res.json()) as T;
}

async function signUp(d: Driver) {
  await d.page.goto(`${server.baseUrl}/signup`);
  await d.fill(label('Email'), email);
  await d.fill(label('Full name'), 'Wren Okafor');
  await d.click(role('button', 'Continue'));
  await d.sees(text('Check your email'));
  await d.screenDone('signup, link sent');

  await d.page.goto(await server.linkInMail(email, '/signup/step2?token='));
  await d.fill(label('Phone'), '5551234567');
  await d.click(role('combobox', 'Company'));
  await d.click(role('option', 'Landstar'));
  await d.fill(label('Password'), password);
  await d.fill(label('Confirm password'), password);
  await d.click(role('button', 'Complete Setup'));
  // Step 2 hashes the password at OWASP's scrypt cost.
  await d.sees(text('Welcome'), 30_000);
  await d.click(role('button', 'Sign in to your account'));
  await d.fill(label('Email'), email);
  await d.fill(label('Password'), password);
  await d.click(role('button', 'Sign In'));
  await d.sees(role('heading', /^Welcome( back)?, Wren Okafor$/));
  await d.screenDone('dashboard, first visit');
}

async function subscribe(d: Driver) {
  await d.openFromMenu('Subscribe', 'Choose Your Plan');
  await d.screenDone('plans');
  await d.click(role('button', 'Choose Monthly'));
  await d.fill(label('Name'), 'Wren Okafor');
  await d.click(role('button', 'Subscribe Now'));
  await d.sees(text('Payment Successful!'));
  await d.sees(role('heading', /^Welcome( back)?, Wren Okafor$/), 20_000);
}

async function chooseState(d: Driver, field: string, code: string) {
  await d.fill(label(field), code);
  await d.click(role('option', code));
}

async function addLoad(d: Driver) {
  await d.openFromMenu('Loads', 'Load Management');
  await d.sees(text('No loads yet'));
  await d.screenDone('loads, none yet');
  await d.click(role('button', 'Add New Load'));
  await d.dialogReady();
  await d.fill(label('Load number'), 'WK-1001');
  await d.fill(label('Pickup city'), 'Joplin');
  await chooseState(d, 'Pickup state', 'MO');
  await d.fill(label('Delivery city'), 'Dallas');
  await chooseState(d, 'Delivery state', 'TX');
  await d.setValue(label('Pickup date'), '2026-11-20T08:00');
  await d.setValue(label('Delivery date'), '2026-11-21T17:30');
  await d.fill(label('Loaded miles'), '420');
  await d.fill(label('Empty miles'), '35');
  // What the rate confirmation says; My pay is left to the pay settings (a new driver's 75 %).
  await d.fill(label('Load pays'), '3000');
  await d.screenDone('loads, add dialog');
  await d.click(role('button', 'Save Load'));
  await d.sees(text('Load Added Successfully'));
  await d.sees(text(/WK-1001/, role('article')));
  await d.sees(text('$2,250.00', role('article')));
  const pay = role('button', 'Pay for this load $2,250.00: how it is worked out');
  await d.click(pay);
  await d.sees(text(/75 % of \$3,000\.00/, role('list', 'How My pay is worked out')));
  await d.screenDone("loads, a load's pay explained");
  await d.click(pay);
  await d.gone(role('list', 'How My pay is worked out'));
  await d.screenDone('loads, one load');
}

/** The newest email to `to` in the server's dev mailbox (no SMTP_URL here), parsed whole. */
async function mailedTo(to: string) {
  const dir = path.join(server.dataDir, 'mail');
  for (let tries = 0; tries < 100; tries++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      if (mail.to && !Array.isArray(mail.to) && mail.to.text === to) return mail;
    }
    await sleep(150);
  }
  throw new Error(`No email to ${to}`);
}

/** A POD photographed into the load's paperwork, then mailed to the office as one PDF. */
async function paperwork(d: Driver) {
  const office = 'dispatch@wk-freight.test';
  await d.click(role('button', 'BOL Docs', role('article')));
  await d.dialogReady();
  await d.attachPhoto('Photo from camera', 'signed-pod.jpg');
  await d.setValue(label('Document type'), 'proof_of_delivery');
  await d.click(role('button', 'Upload 1 file'));
  await d.sees(text('signed-pod.jpg', role('list', 'Uploaded documents')));
  await d.screenDone('loads, paperwork kept');
  await d.click(role('button', 'Send paperwork'));
  await d.fill(label('Name'), 'Dispatch');
  await d.fill(label('Office email'), office);
  await d.click(text(/^I checked the address/));
  await d.screenDone('loads, sending paperwork');
  await d.click(role('button', 'Send 1 document'));
  await d.sees(text(`Dispatch: ${office}`));
  const mail = await mailedTo(office);
  expect(mail.subject).toBe('Load WK-1001: paperwork (POD)');
  expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  expect((await PDFDocument.load(mail.attachments[0]!.content)).getPageCount()).toBe(1);
  await d.click(role('button', 'Close dialog', role('dialog')));
  await d.gone(role('dialog'));
}

async function logFuel(d: Driver, odometer: string) {
  await d.click(role('button', 'Add Fuel Entry'));
  await d.dialogReady();
  await d.fill(label('Odometer'), odometer);
  await d.fill(label('Gallons'), '100.5');
  await d.fill(label('Price per gallon'), '3.899');
  await d.click(role('button', 'Save Fuel Entry'));
  await d.sees(text('Fuel entry added successfully'));
  await d.gone(role('dialog'));
}

/** The service worker holds the app and controls the page, as on a driver's phone. */
async function controlled(d: Driver) {
  const ok = await d.page.run<boolean>(`() => navigator.serviceWorker.ready.then(() => true)`);
  expect(ok).toBe(true);
  await d.page.reload();
  await d.sees(role('heading', 'Fuel Tracker'));
  expect(await d.page.run<boolean>('() => navigator.serviceWorker.controller !== null')).toBe(true);
}

async function deadZone(d: Driver) {
  await server.pause();
  await logFuel(d, '100650');
  await d.sees(role('status', '1 entry waiting to sync'));
  await d.page.reload();
  await d.sees(text('100,650 mi', role('article')), 20_000);
  await d.sees(role('status', '1 entry waiting to sync'));

  await server.resume();
  await d.click(role('button', 'Sync now'));
  await d.sees(text('Everything is synced'), 30_000);
  // The browser never said it was offline: the sync reaching the server says it is back.
  await d.gone(text('You are offline — your entries are saved on this device'));
  const entries = await onServer<{ odometer: number; mpg: string | null }[]>('/api/fuel');
  expect(entries.map((e) => [e.odometer, e.mpg]).sort()).toEqual([
    [100000, null],
    [100650, '6.47'],
  ]);
}

async function weighAxles(d: Driver) {
  await d.openFromMenu('Axle Calculator', 'Axle Weight Calculator');
  await d.fill(label('Steer axle weight'), '11000');
  await d.fill(label('Tractor weight'), '45000');
  await d.fill(label('Tractor trailer weight'), '72000');
  await d.click(text('Tandem', role('radiogroup', 'Drive axles')));
  await d.click(text('Tandem', role('radiogroup', 'Trailer axles')));
  await d.click(role('button', 'Calculate'));
  await d.sees(role('heading', 'Legal'));
  await d.screenDone('axle calculator, legal');
}

/** 75 % of a $3,000 load, worked out by hand: $2,250.00 in the week, the month and the breakdown. */
async function payOnTheDashboard(d: Driver) {
  for (const card of ["This Week's Earnings", "This Month's Earnings"])
    await d.sees(text('$2,250.00', role('region', card)));
  await d.click(role('button', "This Week's Earnings $2,250.00: how it is worked out"));
  const breakdown = role('list', "How This Week's Earnings is worked out");
  await d.sees(text(/WK-1001/, breakdown));
  await d.sees(text('$2,250.00', breakdown));
  await d.screenDone('dashboard, the week explained');
  await d.click(role('button', 'Close dialog', role('dialog')));
  await d.gone(role('dialog'));
}

async function stateLine(d: Driver, odometer: string, state: string) {
  await d.click(role('button', 'State Line'));
  await d.dialogReady();
  await d.fill(label('Odometer at the line'), odometer);
  await d.setValue(label('State entered'), state);
  await d.click(role('button', 'Record State Line'));
  await d.sees(text(new RegExp(`Entered ${state} at`)));
  await d.gone(role('dialog'));
}

/**
 * Tax time on the device, worked out by hand. IFTA: lines into MO at 100,000 and OK at 100,420
 * give MO 420 miles; the two fill-ups (201 gal, no state) make fleet MPG 420 / 201 = 2.0896,
 * 2.09, and MO's taxable gallons 420 / 2.09 = 200.96, 201. Profit this month, income My pay:
 * $2,250.00 in, fuel 2 x 100.5 gal x $3.899 = $783.699, $783.70, and an $18.50 toll out, net
 * $1,447.80 over the load's 455 miles: $4.95, $1.76 and $3.18 a mile.
 */
async function taxTime(d: Driver) {
  await d.openFromMenu('IFTA', 'IFTA');
  await stateLine(d, '100000', 'MO');
  await stateLine(d, '100420', 'OK');
  const mo = role('row', /^MO/, role('table', /IFTA return/));
  await d.sees(text('420', mo));
  await d.sees(text('201', mo));
  await d.sees(text('2.09'));
  await d.screenDone('ifta, two state lines');

  await d.openFromMenu('Expenses', 'Expenses');
  await d.click(role('button', 'Add Expense'));
  await d.dialogReady();
  await d.setValue(label('Category'), 'tolls');
  await d.fill(label('Amount'), '18.50');
  await d.click(role('button', 'Save Expense'));
  await d.sees(text('Expense added'));
  await d.gone(role('dialog'));
  await d.screenDone('expenses, a toll');

  await d.openFromMenu('Profit', 'Profit');
  const figures: [string, string][] = [
    ['Income', '$2,250.00'],
    ['Fuel', '$783.70'],
    ['Expenses', '$18.50'],
    ['Net', '$1,447.80'],
    ['Miles', '455'],
    ['Revenue per mile', '$4.95/mi'],
    ['Cost per mile', '$1.76/mi'],
    ['Profit per mile', '$3.18/mi'],
  ];
  for (const [figure, value] of figures) await d.sees(text(value, role('region', figure)));
  await d.screenDone('profit, this month');
  await snap(d, 'profit');

  await d.openFromMenu('Per Diem', 'Per Diem');
  await d.screenDone('per diem');
}

async function snap(d: Driver, name: string) {
  if (!shots) return;
  // The screen itself, not the last toast over it.
  await d.until('a toast stayed', async () =>
    d.page.run<boolean>("() => !document.querySelector('.mantine-Notification-root')"),
  );
  for (const width of [360, 1280]) {
    const size = { width, height: width === 360 ? 740 : 800 };
    await d.page.screenshot(path.join(shots, `${name}-${width}-${engineName}.png`), size);
  }
}

/**
 * Signed out, the device holds nothing of the driver; signed in again, it brings the history back.
 * 1,100 DEF fill-ups logged meanwhile on another device fill the first answer of the history, so
 * the day's load and diesel fill-ups come in the pages after it, which the history worker reads
 * and stores.
 */
async function backOnAnEmptyDevice(d: Driver) {
  await d.click(role('button', 'Logout', role('navigation', 'Main menu')));
  await d.gone(role('navigation', 'Main menu'));
  await pushOldDefFillUps(server, await sessionCookie(), 1_100);
  await d.page.goto(`${server.baseUrl}/auth`);
  await d.fill(label('Email'), email);
  await d.fill(label('Password'), password);
  await d.click(role('button', 'Sign In'));
  await d.sees(role('heading', /^Welcome( back)?, Wren Okafor$/));
  await d.sees(text('$2,250.00', role('region', "This Week's Earnings")), 20_000);
  await d.openFromMenu('Fuel', 'Fuel Tracker');
  await d.sees(text('100,650 mi', role('article')), 20_000);
  await d.sees(text('100,000 mi', role('article')));
  await d.screenDone('fuel, brought back after signing in again');
}

/** Breaks number formatting in the page, then opens the dashboard, which formats money. */
async function brokenScreen(d: Driver): Promise<string> {
  await d.page.run(`() => {
    // format is a getter (of a bound function) in every engine: replaced as one.
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      configurable: true,
      get: () => () => {
        throw new RangeError('Numbers broken on purpose by the journey');
      },
    });
  }`);
  await d.click(role('link', 'Dashboard', role('navigation', 'Main menu')));
  await d.sees(role('heading', 'This screen could not be shown'));
  const failed = await d.screenDone('a broken dashboard').then(
    () => '',
    (error: Error) => error.message,
  );
  // The menu stays: another screen still opens.
  await d.openFromMenu('Profile', 'Profile');
  return failed;
}

describe(`a driver's first day in ${engineName}`, () => {
  it('signs up, subscribes, logs a load and fill-ups through a dead zone, visits every screen, and signs in again', async () => {
    email = `first.day.${++attempt}.${engineName}@example.com`;
    const page = await engine.open(desktop);
    const d = new Driver(page, engineName, server);
    if (shots) fs.mkdirSync(shots, { recursive: true });

    await signUp(d);
    await subscribe(d);
    await addLoad(d);

    await d.openFromMenu('Fuel', 'Fuel Tracker');
    await d.sees(text('No fuel entries yet'));
    await d.screenDone('fuel, none yet');
    await logFuel(d, '100000');
    await d.screenDone('fuel, one fill-up');

    await controlled(d);
    await d.sees(text('100,000 mi', role('article')));
    await deadZone(d);
    await d.screenDone('fuel, after the dead zone');
    await snap(d, 'fuel');

    await d.openFromMenu('Loads', 'Load Management');
    await d.click(role('button', 'Picked Up', role('article')));
    await d.sees(text('Load marked as picked up - fuel tracking is now active'));
    await d.screenDone('loads, picked up');
    await d.click(role('button', 'Delivered', role('article')));
    await d.gone(role('button', 'Delivered', role('article')));
    await d.screenDone('loads, delivered');
    await snap(d, 'loads');
    await paperwork(d);
    await d.openFromMenu('Dashboard', /^Welcome( back)?, Wren Okafor$/);
    await d.sees(role('region', "This Week's Earnings"));
    await d.screenDone('dashboard');
    await payOnTheDashboard(d);
    await snap(d, 'dashboard');
    await taxTime(d);
    await d.openFromMenu('Pay Config', 'Pay Configuration');
    await d.screenDone('pay configuration');
    await weighAxles(d);
    await d.openFromMenu('Profile', 'Profile');
    await d.screenDone('profile');
    await backOnAnEmptyDevice(d);

    const failure = await brokenScreen(d);
    expect(failure).toContain(`${engineName}, a broken dashboard: the page failed`);
    expect(failure).toContain('RangeError: Numbers broken on purpose by the journey');
  });
});
