/** Debian's Chromium through playwright-core, as the rest of web/e2e drives it. */
import fs from 'node:fs';
import type { ElementHandle, Page } from 'playwright-core';
import { launchBrowser } from '../harness.js';
import { NotFound, type Engine, type EnginePage } from './engine.js';
import { settleScript } from './settle.js';

/** The app lays the page out again for the new width: its animations end, two frames pass. */
const settle = (page: Page) => page.evaluate(settleScript);

const call = (fn: string, args: unknown[]) => `(${fn})(...${JSON.stringify(args)})`;

function adapt(page: Page): EnginePage {
  const uncaught: string[] = [];
  const console: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.push(message.text());
  });
  const element = async (fn: string, args: unknown[]) => {
    const found = (await page.evaluateHandle(call(fn, args))).asElement() as ElementHandle | null;
    if (!found) throw new NotFound(`nothing found by ${fn} ${JSON.stringify(args)}`);
    return found;
  };
  return {
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    run: (fn, args = []) => page.evaluate(call(fn, args)),
    inject: async (source) => void (await page.evaluate(source)),
    click: async (fn, args) => (await element(fn, args)).click(),
    type: async (fn, args, text) => (await element(fn, args)).type(text),
    async screenshot(file, size) {
      const before = page.viewportSize();
      await page.setViewportSize(size);
      await settle(page);
      fs.writeFileSync(file, await page.screenshot());
      if (before) await page.setViewportSize(before);
    },
    takeReports: () => ({
      uncaught: uncaught.splice(0),
      console: console.splice(0),
    }),
  };
}

export async function chromiumEngine(): Promise<Engine> {
  const browser = await launchBrowser();
  return {
    name: 'chromium',
    async open(size) {
      const context = await browser.newContext({ viewport: size });
      return adapt(await context.newPage());
    },
    close: () => browser.close(),
  };
}
