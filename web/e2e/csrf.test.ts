/**
 * Cross-site request forgery, as an attacker would try it in Chromium against the built server: a
 * signed-in driver opens a page that posts a multipart fuel entry to the API. From another origin
 * of the same site (another port on the same host) the browser sends the SameSite=Lax session
 * cookie, so only the Origin/Sec-Fetch-Site check stands in the way; from another site it does
 * not. Both are refused with 403 and no entry is made.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPage, signUpByApi } from './accounts.js';
import { AppServer, launchBrowser } from './harness.js';

const server = new AppServer();
let browser: Browser;
let attacker: http.Server;
let context: BrowserContext;
const password = 'Haul2026go';

function formPage(target: string): string {
  const fields = {
    id: uuidv7(),
    date: '2026-11-18',
    odometer: '1000',
    gallons: '10',
    pricePerGallon: '3.5',
    fuelType: 'diesel',
  };
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input name="${name}" value="${value}">`)
    .join('');
  return `<!doctype html><form id="f" method="POST" action="${target}/api/fuel" enctype="multipart/form-data">${inputs}</form><script>document.getElementById('f').submit()</script>`;
}

beforeAll(async () => {
  await server.start({});
  await signUpByApi(server, 'forged@example.com', password);
  attacker = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(formPage(server.baseUrl));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  browser = await launchBrowser();
  context = await browser.newContext();
  await signInPage(server, context, 'forged@example.com', password);
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve()));
  await server.stop();
});

async function fuelEntries(): Promise<unknown[]> {
  const res = await context.request.get(`${server.baseUrl}/api/fuel`);
  expect(res.status()).toBe(200);
  return (await res.json()) as unknown[];
}

describe('a forged fuel entry', () => {
  it.each([
    ['another origin of the same site', '127.0.0.1'],
    ['another site', 'localhost'],
  ])('from %s is refused with 403', async (_, host) => {
    const { port } = attacker.address() as AddressInfo;
    const page = await context.newPage();
    const answer = page.waitForResponse((r) => r.url() === `${server.baseUrl}/api/fuel`);
    await page.goto(`http://${host}:${port}/`);
    expect((await answer).status()).toBe(403);
    expect(await fuelEntries()).toEqual([]);
    await page.close();
  });
});
