/**
 * The device side of a bench: bench/browser/device.ts built with the web app's own Vite and run in
 * Debian's Chromium on the server's origin, signed in, so the app's Dexie database, outbox and sync
 * engine work on a real IndexedDB and fetch, as on a phone.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs } from '../../web/e2e/harness.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds bench/browser/device.ts into one ES module and returns its text. */
export async function buildDevice(outDir: string): Promise<string> {
  const fromWeb = createRequire(path.join(here, '../../web/package.json'));
  const vite = (await import(pathToFileURL(fromWeb.resolve('vite')).href)) as typeof import('vite');
  await vite.build({
    configFile: false,
    logLevel: 'warn',
    resolve: {
      alias: { '@haulbook/sync-protocol': path.join(here, '../../sync-protocol/src/index.ts') },
    },
    build: {
      outDir,
      emptyOutDir: true,
      lib: { entry: path.join(here, '../browser/device.ts'), formats: ['es'], fileName: 'device' },
    },
  });
  return fs.readFileSync(path.join(outDir, 'device.js'), 'utf8');
}

export interface Device {
  page: Page;
  close(): Promise<void>;
}

/**
 * Serves the device bench at `${base}/__bench/` to `context`'s pages. A page the app's service
 * worker controls never asks the network for it: open it before the app has been opened.
 */
export async function serveDevice(context: BrowserContext, base: string, script: string) {
  await context.route(`${base}/__bench/**`, (route) =>
    route.fulfill(
      route.request().url().endsWith('.js')
        ? { contentType: 'text/javascript', body: script }
        : {
            contentType: 'text/html',
            // The app's own script policy: no eval, so libraries run as they do for drivers.
            headers: { 'content-security-policy': "script-src 'self'" },
            body: '<!doctype html><script type="module" src="/__bench/device.js"></script>',
          },
    ),
  );
}

/** Opens the device bench in `page` (see serveDevice). */
export async function loadDevice(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/__bench/`);
  await page.waitForFunction(() => 'haulbookBench' in window);
}

/** A Chromium tab on `base`'s origin with the session `cookie` and the device bench loaded. */
export async function openDevice(base: string, cookie: string, script: string): Promise<Device> {
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const context = await browser.newContext();
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: base }]);
  await serveDevice(context, base, script);
  const page = await context.newPage();
  await loadDevice(page, base);
  return { page, close: () => browser.close() };
}

/** Calls one of bench/browser/device.ts's functions in the page and returns its answer. */
export function inPage<T>(device: Pick<Device, 'page'>, name: string, arg: number): Promise<T> {
  return device.page.evaluate(
    ([fn, a]) =>
      (window as unknown as { haulbookBench: Record<string, (n: number) => Promise<unknown>> })
        .haulbookBench[fn]!(a),
    [name, arg] as const,
  ) as Promise<T>;
}
