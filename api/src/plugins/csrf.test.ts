/**
 * A state-changing call from a page of another origin is refused with 403 before it reaches a
 * route, whether the browser says so with Sec-Fetch-Site or with Origin. Calls with neither header
 * (curl, server-to-server) are not from a browser and cannot carry a victim's cookie by accident.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../test/accounts.js';
import { appUrl, build, type TestApp } from '../test/build.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await build();
  cookie = await subscribedDriver(t, 'csrf@example.com');
});
afterAll(() => t.close());

async function fuelForm(headers: Record<string, string | undefined>) {
  // A Host with its port: the Origin a browser sends for a page served from that address.
  headers = { host: 'haulbook.example:8080', ...headers };
  const form = new FormData();
  const fields = {
    id: uuidv7(),
    date: '2026-11-18',
    odometer: '1000',
    gallons: '10',
    pricePerGallon: '3.5',
    fuelType: 'diesel',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/fuel',
    headers: { cookie, 'content-type': encoded.headers.get('content-type')!, ...headers },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const fuelCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/fuel', headers: { cookie } })).json<unknown[]>()
    .length;
const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('cross-origin writes', () => {
  it.each([
    { origin: 'http://evil.example' },
    { origin: 'null' },
    { origin: 'http://haulbook.test.evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'http://other.haulbook.test' },
    { 'sec-fetch-site': 'same-site' },
  ])('refuses a multipart fuel entry with %j', async (headers) => {
    const before = await fuelCount();
    const res = await fuelForm(headers);
    expect(res.statusCode).toBe(403);
    expect(await fuelCount()).toBe(before);
  });

  it('refuses a text/plain logout from another origin, and the session lives on', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://evil.example', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect((await me()).statusCode).toBe(200);
  });

  it.each([
    {},
    { origin: appUrl },
    { 'sec-fetch-site': 'same-origin', origin: appUrl },
    { origin: 'http://haulbook.example:8080' },
  ])('accepts the app itself and non-browser clients: %j', async (headers) => {
    expect((await fuelForm(headers)).statusCode).toBe(201);
  });

  it('leaves reads alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/fuel',
      headers: { cookie, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
