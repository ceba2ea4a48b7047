/**
 * Times a driver would see, taken by the page itself: from a tap (the click event's own time) to
 * the first frame that shows what the tap asked for. Playwright's waits poll at growing intervals
 * (hundreds of milliseconds between looks once a wait has gone on a while), and its click spends
 * time on its own checks before the page sees a tap: timed from the test's side, the same screen
 * read up to 0.4 s slower than it drew. The page records instead:
 *   - `taps[label]`: when a button or link with that text was clicked;
 *   - `drawn.pay`: after the tap on Sign In, the first frame with a dollar figure in "This Week's
 *     Earnings";
 *   - `drawn[label]`: after a tap on the menu's link to Loads or Fuel, the first frame on that
 *     screen with a card (an article) and none of the cards shown at the tap.
 * A frame is taken as drawn when the task after its animation frame runs.
 */
import type { Page } from 'playwright-core';

/** The recorder, as a script of its own (added before the app's, in every document). */
const recorder = `(() => {
  const marks = { taps: {}, drawn: {} };
  performance.setResourceTimingBufferSize(5000);
  window.__benchMarks = marks;
  const screens = { Loads: '/loads', Fuel: '/fuel' };
  let cardsAtTap = new Set();
  const drawnNow = (key) => requestAnimationFrame(() => setTimeout(() => {
    if (marks.drawn[key] === undefined) marks.drawn[key] = performance.now();
  }));
  const pending = new Set();
  const look = () => {
    if (!pending.has('pay') && marks.taps['Sign In'] !== undefined) {
      const week = document.querySelector('section[aria-label="This Week\\'s Earnings"]');
      if (week && /\\$[1-9][\\d,]*\\.\\d\\d/.test(week.textContent || '')) { pending.add('pay'); drawnNow('pay'); }
    }
    for (const [label, path] of Object.entries(screens)) {
      if (marks.taps[label] === undefined || pending.has(label) || location.pathname !== path) continue;
      const cards = [...document.querySelectorAll('article')];
      // The screen before keeps its cards until the new one replaces it: wait for them to go.
      const replaced = ![...cardsAtTap].some((card) => card.isConnected);
      if (replaced && cards.some((card) => !cardsAtTap.has(card))) { pending.add(label); drawnNow(label); }
    }
  };
  addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button, a') : null;
    const label = target && target.textContent ? target.textContent.trim() : '';
    if (!label || marks.taps[label] !== undefined) return;
    marks.taps[label] = event.timeStamp;
    cardsAtTap = new Set(document.querySelectorAll('article'));
  }, true);
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

export function recordMarks(page: Page): Promise<void> {
  return page.addInitScript({ content: recorder });
}

/** Milliseconds from the tap on `tap` to `drawn` (a label, or 'pay'), once the page has both. */
export async function tapToDrawn(page: Page, tap: string, drawn: string): Promise<number> {
  await page.waitForFunction(
    ([t, d]) => {
      const marks = (window as unknown as { __benchMarks: Record<string, Record<string, number>> })
        .__benchMarks;
      return marks.taps[t!] !== undefined && marks.drawn[d!] !== undefined;
    },
    [tap, drawn] as const,
    { timeout: 60_000 },
  );
  return page.evaluate(
    ([t, d]) => {
      const marks = (window as unknown as { __benchMarks: Record<string, Record<string, number>> })
        .__benchMarks;
      return marks.drawn[d!]! - marks.taps[t!]!;
    },
    [tap, drawn] as const,
  );
}

/** Milliseconds from the tap on `tap` to the end of the answer to `path`'s first request after it. */
export function tapToAnswer(page: Page, tap: string, path: string): Promise<number> {
  return page.evaluate(
    ([t, p]) => {
      const marks = (window as unknown as { __benchMarks: Record<string, Record<string, number>> })
        .__benchMarks;
      const tapped = marks.taps[t!]!;
      const answer = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes(p!) && e.startTime >= tapped) as PerformanceResourceTiming;
      if (!answer) throw new Error(`no answer to ${p} after the tap on ${t}`);
      return answer.responseEnd - tapped;
    },
    [tap, path] as const,
  );
}
