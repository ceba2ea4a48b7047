// Retakes the README's screenshots (docs/screenshots): the landing page and a new driver's
// dashboard at 360 and 1280 px. Run against a server started with `pnpm start` (it reads the dev
// mailbox to verify the account): node web/scripts/docs-screenshots.mjs [http://localhost:3000]
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
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

async function api(path, body, cookie = '') {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function signUp() {
  await api('/api/signup/step1', { email, displayName: 'Dale Hauler' });
  const { emails } = await (await api('/api/dev/mail')).json();
  const token = /token=([\w-]+)/.exec(emails.find((e) => e.to === email).text)[1];
  const verified = await api(`/api/verify-email?token=${token}`);
  const { userId } = await verified.json();
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await api(
    '/api/signup/step2',
    { phone: '(555) 123-4567', company: 'landstar', password, confirmPassword: password, userId },
    cookie,
  );
}

mkdirSync(out, { recursive: true });
await signUp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
for (const width of [360, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 360 ? 780 : 800 },
  });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `${out}landing-${width}.png`,
    fullPage: width === 360 ? false : true,
  });
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Welcome back').waitFor();
  await page.screenshot({ path: `${out}dashboard-${width}.png` });
  await context.close();
}
await browser.close();
console.log(`screenshots written to ${out}`);
