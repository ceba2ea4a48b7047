/**
 * One browser tab as the engine journeys drive it, whatever engine and protocol is behind it:
 * Chromium through playwright-core (CDP), WebKitGTK through WebKitWebDriver (W3C WebDriver,
 * selenium-webdriver) and Firefox ESR through WebDriver BiDi (puppeteer-core). Everything else a
 * journey needs (finding elements, axe-core) runs inside the page, the same in every engine
 * (page-kit.js), so the three differ only in these few calls.
 */
export const engineNames = ['chromium', 'webkit', 'firefox'] as const;
export type EngineName = (typeof engineNames)[number];

export interface Size {
  width: number;
  height: number;
}

export interface EnginePage {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Calls `fn`, the source of a function, in the page with `args` (JSON), and returns its result,
   * awaited when it is a promise. The page's CSP does not apply: the driver evaluates it.
   */
  run<T>(fn: string, args?: unknown[]): Promise<T>;
  /** Runs a script's source in the page as it is (a library's bundle). */
  inject(source: string): Promise<void>;
  /** Clicks, as the driver's user would, the element `fn` returns. */
  click(fn: string, args: unknown[]): Promise<void>;
  /** Types `text` into the element `fn` returns, key by key. */
  type(fn: string, args: unknown[], text: string): Promise<void>;
  /** A PNG of the page as it is drawn at `size` (the page is left at the size it had). */
  screenshot(file: string, size: Size): Promise<void>;
  /**
   * What the engine reported from the page since the last call, where its protocol reports it:
   * uncaught errors, and console errors (as context: a stopped server makes some).
   */
  takeReports(): { uncaught: string[]; console: string[] };
}

export interface Engine {
  readonly name: EngineName;
  open(size: Size): Promise<EnginePage>;
  close(): Promise<void>;
}

/** An element `fn` returned that the driver could act on, or why not. */
export class NotFound extends Error {}
