/**
 * Debian's Firefox ESR over WebDriver BiDi, driven by puppeteer-core (no geckodriver needed: Firefox
 * speaks BiDi itself). Each page is a browser context of its own (a fresh profile's storage).
 */
import fs from 'node:fs';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { NotFound, type Engine, type EnginePage } from './engine.js';
import { settleScript } from './settle.js';

const networkFailure = /^Error: Failed to load ‘[^’]+’\. A ServiceWorker /;

/** The app lays the page out again for the new width: its animations end, two frames pass. */
const settle = (page: Page) => page.evaluate(settleScript);

const call = (fn: string, args: unknown[]) => `(${fn})(...${JSON.stringify(args)})`;

function adapt(page: Page): EnginePage {
  const uncaught: string[] = [];
  const console: string[] = [];
  page.on('pageerror', (error) => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // Firefox reports a request the service worker could not answer (the server is away; and its
    // own favicon loader, which fails through any service worker) as a page error. The app's
    // fetch got its network error and handled it.
    (networkFailure.test(message) ? console : uncaught).push(message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') console.push(message.text());
  });
  const element = async (fn: string, args: unknown[]) => {
    const found = (
      await page.evaluateHandle(call(fn, args))
    ).asElement() as ElementHandle<Element> | null;
    if (!found) throw new NotFound(`nothing found by ${fn} ${JSON.stringify(args)}`);
    return found;
  };
  return {
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    run: <T>(fn: string, args: unknown[] = []) => page.evaluate(call(fn, args)) as Promise<T>,
    inject: async (source) => void (await page.evaluate(source)),
    click: async (fn, args) => (await element(fn, args)).click(),
    type: async (fn, args, text) => (await element(fn, args)).type(text),
    async screenshot(file, size) {
      const before = page.viewport();
      await page.setViewport(size);
      await settle(page);
      fs.writeFileSync(file, await page.screenshot());
      if (before) await page.setViewport(before);
    },
    takeReports: () => ({ uncaught: uncaught.splice(0), console: console.splice(0) }),
  };
}

export async function firefoxEngine(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
  });
  return {
    name: 'firefox',
    async open(size) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(size);
      return adapt(page);
    },
    close: () => browser.close(),
  };
}
