/* global document */
// Retakes the screenshots under docs/screenshots: every screen at 360 and 1280 px, in the light
// and the dark scheme (<screen>-<width>-<scheme>.png), for a driver with a plan, a few loads and
// fill-ups; and the install sheet's two (web/public/screenshots). Run against a server started
// with `pnpm start` (it reads the dev mailbox to verify the account):
//   node web/scripts/docs-screenshots.mjs [http://localhost:3000]
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const installSheet = fileURLToPath(new URL('../public/screenshots/', import.meta.url));
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const email = `screenshot-${Date.now()}@example.com`;
const password = 'Haul2026go';

const signedOut = [
  ['landing', '/'],
  ['auth', '/auth'],
  ['signup', '/signup'],
];
const signedIn = [
  ['dashboard', '/'],
  ['loads', '/loads'],
  ['fuel', '/fuel'],
  ['axle-calculator', '/axle-calculator'],
  ['maintenance', '/maintenance'],
  ['pay-config', '/pay-config'],
  ['subscribe', '/subscribe'],
  ['profile', '/profile'],
];

async function api(path, body, cookie = '') {
  const form = body instanceof FormData;
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(form ? {} : { 'content-type': 'application/json' }),
      accept: 'application/json',
      cookie,
    },
    body: form ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function signUp() {
  await api('/api/signup/step1', { email, displayName: 'Dale Hauler' });
  let token;
  for (let i = 0; i < 50 && !token; i++) {
    const { emails } = await (await api('/api/dev/mail')).json();
    const mail = emails.find((e) => e.to === email);
    token = mail && /token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  const verified = await api(`/api/verify-email?token=${token}`);
  const { userId } = await verified.json();
  await api(
    '/api/signup/step2',
    { phone: '(555) 123-4567', company: 'landstar', password, confirmPassword: password, userId },
    cookieOf(verified),
  );
}

/** A plan (demo payments), three loads and two fill-ups, so screens show what a driver sees. */
async function fillIn() {
  const cookie = cookieOf(await api('/api/auth/login', { email, password }));
  const started = await api('/api/create-subscription', { priceId: 'demo_annual' }, cookie);
  const { sessionId } = await started.json();
  await api('/api/demo/checkout/pay', { sessionId, cardNumber: '4242424242424242' });
  // Each record apart in time, so the lists' order (newest first) is the same at every retake;
  // the fill-ups only half an hour apart, so both nearly always fall in the same week.
  const hoursAgo = (h) => new Date(Date.now() - h * 3_600_000).toISOString();
  const lanes = [
    ['Memphis', 'TN', 'Dallas', 'TX', 452, 2150],
    ['Dallas', 'TX', 'Oklahoma City', 'OK', 206, 980],
    ['Oklahoma City', 'OK', 'Kansas City', 'MO', 348, 1420],
  ];
  for (const [i, [pc, ps, dc, ds, miles, revenue]] of lanes.entries()) {
    await api(
      '/api/loads',
      {
        id: randomUUID(),
        loadNumber: `HB-${2041 + i}`,
        pickupCity: pc,
        pickupState: ps,
        deliveryCity: dc,
        deliveryState: ds,
        pickupDate: hoursAgo(3 * (lanes.length - i)),
        deliveryDate: hoursAgo(3 * (lanes.length - i) - 2),
        loadedMiles: miles,
        emptyMiles: 24,
        revenue,
      },
      cookie,
    );
  }
  for (const [odometer, gallons, date] of [
    ['412300', '118.400', hoursAgo(0.5)],
    ['412980', '104.250', hoursAgo(0)],
  ]) {
    const form = new FormData();
    const fields = { id: randomUUID(), date, odometer, gallons, pricePerGallon: '3.899' };
    for (const [k, v] of Object.entries({
      ...fields,
      fuelType: 'diesel',
      location: 'Pilot, Memphis TN',
    }))
      form.append(k, v);
    await api('/api/fuel', form, cookie);
  }
}

async function shoot(page, name, path, width, scheme) {
  await page.goto(`${base}${path}`);
  // A page the server drew at build time shows first: the live one is what is shot.
  await page.waitForFunction(() => !document.getElementById('prerendered'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The sync engine keeps a connection busy now and then, so 'networkidle' may never come: wait for
  // the page's images and for transitions to end instead.
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      [...document.images].every((img) => img.complete) &&
      document.getAnimations().every((a) => a.playState !== 'running'),
  );
  await page.screenshot({ path: `${out}${name}-${width}-${scheme}.png` });
}

mkdirSync(out, { recursive: true });
mkdirSync(installSheet, { recursive: true });
await signUp();
await fillIn();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
for (const scheme of ['light', 'dark']) {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width === 360 ? 780 : 800 },
      colorScheme: scheme,
    });
    const page = await context.newPage();
    for (const [name, path] of signedOut) await shoot(page, name, path, width, scheme);
    await page.goto(`${base}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(/^Welcome( back)?, /).waitFor();
    for (const [name, path] of signedIn) await shoot(page, name, path, width, scheme);
    await context.close();
  }
}
await browser.close();
copyFileSync(`${out}dashboard-360-light.png`, `${installSheet}dashboard-narrow.png`);
copyFileSync(`${out}dashboard-1280-light.png`, `${installSheet}dashboard-wide.png`);
console.log(`screenshots written to ${out} and ${installSheet}`);
