/** The page side of bench/open.bench.ts: when a screen draws its first card. */
import type { Page } from 'playwright-core';

/** Where each screen's cards are. */
const cardOf: Record<string, string> = {
  '/loads': 'section[aria-label="Loads"] article',
  '/fuel': 'main article',
};

/**
 * Added to every page before the app runs. `__firstCard(selector, since)` answers the frame after
 * the first element matching `selector` entered the page, in ms after `since` (performance.now()),
 * or Infinity after a minute; a page load of a screen starts watching for
 * its own first card at once. (Plain JavaScript: functions tsx compiles call a helper of its own.)
 */
export const firstCardScript = `
globalThis.__firstCard = (selector, since) =>
  new Promise((resolve) => {
    const found = () => {
      if (!document.querySelector(selector)) return false;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - since)));
      return true;
    };
    if (found()) return;
    // A screen that never draws a card is reported as taking forever, not waited for forever.
    setTimeout(() => resolve(Infinity), 60000);
    const observer = new MutationObserver(() => found() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  });
const cardOf = ${JSON.stringify(cardOf)};
if (cardOf[location.pathname])
  globalThis.__loadedCard = globalThis.__firstCard(cardOf[location.pathname], 0);
`;

interface Watching {
  __firstCard(selector: string, since: number): Promise<number>;
  __loadedCard: Promise<number>;
}

/** A full page load of `screen`: ms from the navigation's start to the frame after its first card. */
export async function timeReload(page: Page, base: string, screen: string): Promise<number> {
  await page.goto(`${base}${screen}`, { waitUntil: 'commit' });
  return page.evaluate(() => (window as unknown as Watching).__loadedCard);
}

/** From the dashboard, a tap on `screen`'s menu item: ms from the tap to the frame after its first card. */
export async function timeFromMenu(page: Page, base: string, screen: string): Promise<number> {
  await page.goto(`${base}/dashboard`);
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
  await page.locator(`nav a[href="${screen}"]`).waitFor();
  return page.evaluate(
    ([path, selector]) => {
      const since = performance.now();
      const waiting = (window as unknown as Watching).__firstCard(selector, since);
      document.querySelector<HTMLAnchorElement>(`nav a[href="${path}"]`)!.click();
      return waiting;
    },
    [screen, cardOf[screen]!] as const,
  );
}
