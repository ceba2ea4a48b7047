/**
 * Accessibility check for the browser journeys: axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the
 * page as it is now, failing on any serious or critical violation with each rule, its help text and
 * the offending elements in the message. Call it on every screen and dialog a journey opens:
 *   await expectAccessible(page, 'fuel, add dialog, 360 px');
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectAccessible(page: Page, where: string): Promise<void> {
  // A dialog or screen still animating in is checked as it ends up, not halfway faded. Mantine
  // starts a dialog's transition two frames after it opens: before then no animation is running
  // yet, so wait three frames first.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 3;
        const next = () => (--frames > 0 ? requestAnimationFrame(next) : resolve());
        requestAnimationFrame(next);
      }),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const lines = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    ${n.target.join(' ')} ${n.html.slice(0, 160)}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`,
        )
        .join('\n'),
  );
  throw new Error(`Accessibility violations on ${where}:\n${lines.join('\n')}`);
}
