import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverNameMark, signOutPendingCookie } from '@haulbook/sync-protocol';
import { signIn, signUp, subscribedDriver } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
    fs.writeFileSync(path.join(webDist, file), text);
  };
  write('index.html', '<!doctype html><title>Haulbook</title>');
  write('prerendered/landing.html', '<!doctype html><h1>Built for the road</h1>');
  write('prerendered/auth.html', '<!doctype html><h1>Sign in to Haulbook</h1>');
  const driverPage = (heading: string) =>
    `<!doctype html><h1>${heading}</h1><p>${driverNameMark}</p><p>${driverNameMark}</p>` +
    // As long as a real one (tens of KB), which the server compresses.
    `<style>${'.frame{color:navy}'.repeat(100)}</style>`;
  write('prerendered/dashboard.html', driverPage('Welcome'));
  write('prerendered/loads.html', driverPage('Load Management'));
  write('prerendered/fuel.html', driverPage('Fuel Tracker'));
  // The build writes a brotli and a gzip copy beside each text file (web/build/precompress.ts).
  const script = 'console.log("the app");'.repeat(100);
  write('assets/app-def456.js', script);
  // The copies say so, to tell them from a compression made per request.
  const copy = `${script}// precompressed`;
  fs.writeFileSync(path.join(webDist, 'assets/app-def456.js.br'), zlib.brotliCompressSync(copy));
  fs.writeFileSync(path.join(webDist, 'assets/app-def456.js.gz'), zlib.gzipSync(copy));
  const page = '<!doctype html><title>Haulbook</title><!-- precompressed -->';
  fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(page));
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('assets/index-abc123.js', 'console.log(1);');
  write('ocr/tesseract-7.0.0-eng-1.0.0/worker.min.js', 'importScripts();');
  t = await build({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const cacheOf = async (url: string) =>
  (await t.app.inject({ url, headers: { accept: 'text/html' } })).headers['cache-control'];

describe('the built web app', () => {
  it('is cached for good where file names carry a hash or a version, never where they do not', async () => {
    expect(await cacheOf('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/ocr/tesseract-7.0.0-eng-1.0.0/worker.min.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await cacheOf('/sw.js')).toBe('no-cache');
    expect(await cacheOf('/loads')).toBe('no-cache');
  });

  // A signed-in screen starts with some 70 scripts: on HTTP/1.1 each header is paid for each one.
  it('sends a file kept for good without the validators and ranges it never needs', async () => {
    const { headers } = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers).not.toHaveProperty('etag');
    expect(headers).not.toHaveProperty('last-modified');
    expect(headers).not.toHaveProperty('accept-ranges');
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.headers['etag']).toBeDefined();
  });
});

describe('security headers on the app', () => {
  const headersOf = async (url: string) =>
    (await t.app.inject({ url, headers: { accept: 'text/html' } })).headers;

  it('go whole with pages and workers, and only nosniff and the resource policy with a chunk', async () => {
    for (const url of ['/loads', '/sw.js', '/ocr/tesseract-7.0.0-eng-1.0.0/worker.min.js']) {
      const headers = await headersOf(url);
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const chunk = await headersOf('/assets/index-abc123.js');
    expect(chunk['content-security-policy']).toBeUndefined();
    expect(chunk['x-frame-options']).toBeUndefined();
    expect(chunk['x-content-type-options']).toBe('nosniff');
    expect(chunk['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('go with a chunk asked for with a query too', async () => {
    const chunk = await headersOf('/assets/index-abc123.js?v=2');
    expect(chunk['content-security-policy']).toBeUndefined();
    expect(chunk['x-content-type-options']).toBe('nosniff');
  });

  it('go whole with any address under /assets/ that no built file answers, which opens the app', async () => {
    for (const url of [
      '/assets/missing-000000.js',
      '/assets/..%2findex.js',
      '/assets/index-abc123.js.map',
    ]) {
      const headers = await headersOf(url);
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('the pages drawn at build time', () => {
  const page = async (url: string, cookie?: string) =>
    (
      await t.app.inject({
        url,
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      })
    ).body;

  it('goes to a browser with no session asking for /, with or without a query', async () => {
    expect(await page('/')).toContain('Built for the road');
    expect(await page('/?utm_source=flyer')).toContain('Built for the road');
  });

  it('give the sign-in form to a browser with no session asking for /auth', async () => {
    expect(await page('/auth')).toContain('Sign in to Haulbook');
    expect(await page('/auth?from=email')).toContain('Sign in to Haulbook');
  });

  it('never go to a driver with a session, for whom / is the dashboard, nor for other paths', async () => {
    expect(await page('/', 'hb_session=whatever')).not.toContain('Built for the road');
    expect(await page('/auth', 'hb_session=whatever')).not.toContain('Sign in to Haulbook');
    expect(await page('/signup')).toContain('<title>Haulbook</title>');
    expect(await page('/loads')).toContain('<title>Haulbook</title>');
  });
});

describe('the pages drawn at build time for a signed-in driver', () => {
  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('give a driver the dashboard on / and /dashboard, their name filled in, for them alone', async () => {
    await signUp(t, 'drawn@example.com');
    const cookie = await signIn(t, 'drawn@example.com');
    for (const url of ['/', '/dashboard', '/dashboard?payment_success=true']) {
      const res = await get(url, cookie);
      expect(res.body, url).toContain('<h1>Welcome</h1><p>Dale Trucker</p><p>Dale Trucker</p>');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    // No plan in force: Loads and Fuel show the gate, which the app draws.
    expect((await get('/loads', cookie)).body).toContain('<title>Haulbook</title>');
    expect((await get('/fuel', cookie)).body).toContain('<title>Haulbook</title>');
  });

  it('give a subscriber Loads and Fuel, and a name as text, never as markup', async () => {
    const cookie = await subscribedDriver(t, 'drawn-plan@example.com');
    await t.app.db
      .updateTable('users')
      .set({ displayName: '<img src=x onerror=alert(1)> & "Co"' })
      .where('email', '=', 'drawn-plan@example.com')
      .execute();
    expect((await get('/loads', cookie)).body).toContain('<h1>Load Management</h1>');
    const fuel = (await get('/fuel', cookie)).body;
    expect(fuel).toContain('<h1>Fuel Tracker</h1>');
    expect(fuel).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;');
    expect(fuel).not.toContain('<img');
  });

  it('never go to a browser whose session is unknown or over, nor for other screens', async () => {
    expect((await get('/', 'hb_session=forged')).body).toContain('<title>Haulbook</title>');
    const cookie = await signIn(t, 'drawn@example.com');
    expect((await get('/maintenance', cookie)).body).toContain('<title>Haulbook</title>');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await get('/dashboard', cookie)).body).toContain('<title>Haulbook</title>');
  });

  it('never go to a browser whose sign-out has not reached the server yet', async () => {
    const cookie = await signIn(t, 'drawn@example.com');
    const page = await get('/dashboard', `${cookie}; ${signOutPendingCookie}=1`);
    expect(page.body).toContain('<title>Haulbook</title>');
    expect(page.body).not.toContain('Dale Trucker');
  });

  it('are read as the latest build left them', async () => {
    const cookie = await signIn(t, 'drawn@example.com');
    const file = path.join(webDist, 'prerendered/dashboard.html');
    const before = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, before.replace('<h1>Welcome</h1>', '<h1>Rebuilt</h1>'));
      expect((await get('/dashboard', cookie)).body).toContain('<h1>Rebuilt</h1>');
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  it('is sent compressed', async () => {
    const cookie = await signIn(t, 'drawn@example.com');
    const res = await t.app.inject({
      url: '/',
      headers: { accept: 'text/html', cookie, 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('Dale Trucker');
    const refused = await t.app.inject({
      url: '/',
      headers: { accept: 'text/html', cookie, 'accept-encoding': 'br; q=0, gzip;q=0.5' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(refused.rawPayload).toString()).toContain('Dale Trucker');
  });
});

describe('precompressed static files', () => {
  const get = (url: string, encoding?: string) =>
    t.app.inject({
      url,
      headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('sends the brotli copy to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const br = await get('/assets/app-def456.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('// precompressed');
    const gz = await get('/assets/app-def456.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('// precompressed');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const plain = await get('/assets/app-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toContain('the app');
  });

  it('serves the app page compressed on any client route', async () => {
    const page = await get('/fuel', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('precompressed');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
