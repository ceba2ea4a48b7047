/**
 * A journey's hands and eyes on one page, in any engine: find what a driver would name (a role and
 * its name, a label, a text: @testing-library/dom's queries, run inside the page with page-kit.js),
 * click it, type into it, wait to see it. After each screen, `screenDone(where)` fails the journey
 * when the page failed in any way this engine can tell (an uncaught error the driver reported, a
 * failure the app reported to POST /api/client-errors, a screen showing its failure panel), with
 * the error in the message, and when axe-core finds a serious or critical violation.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppServer } from '../harness.js';
import type { EngineName, EnginePage } from './engine.js';
import { settleScript } from './settle.js';

const require = createRequire(import.meta.url);
const testingLibrary = fs.readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);
const pageKit = fs.readFileSync(new URL('./page-kit.js', import.meta.url), 'utf8');
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Name = string | { source: string; flags: string };
export type Spec =
  | { role: string; name?: Name; within?: Spec }
  | { label: string | Name; within?: Spec }
  | { text: Name; within?: Spec };

const nameOf = (name: string | RegExp): Name =>
  typeof name === 'string' ? name : { source: name.source, flags: name.flags };

export const role = (r: string, name?: string | RegExp, within?: Spec): Spec => ({
  role: r,
  ...(name === undefined ? {} : { name: nameOf(name) }),
  ...(within ? { within } : {}),
});
export const label = (l: string, within?: Spec): Spec => ({
  label: l,
  ...(within ? { within } : {}),
});
export const text = (t: string | RegExp, within?: Spec): Spec => ({
  text: nameOf(t),
  ...(within ? { within } : {}),
});

const find = '(spec) => window.__haulbookKit.find(spec)';
const reachable = '(spec) => window.__haulbookKit.reachable(spec)';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core in the page: the serious and critical violations, each with its first elements. */
const runAxe = `(tags) => window.axe
  .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
  .then((r) => r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.impact + ' ' + v.id + ': ' + v.help + '\\n    ' +
      v.nodes.slice(0, 4).map((n) => n.target.join(' ') + ' ' + n.html.slice(0, 140) + ': ' +
        (n.failureSummary || '').split('\\n').slice(1).join(' ')).join('\\n    ')))`;

/** An error as a failure message shows it: its kind too, since a driver's errors may say nothing. */
const described = (error: unknown) =>
  error instanceof Error
    ? `${error.name}: ${error.message.slice(0, 300) || '(no message)'}`
    : String(error);

export class Driver {
  constructor(
    readonly page: EnginePage,
    readonly engine: EngineName,
    private readonly server: AppServer,
  ) {}

  /** page-kit.js (and the library it uses) in the document now shown: a navigation drops them. */
  private async kit(): Promise<void> {
    if (await this.page.run<boolean>('() => Boolean(window.__haulbookKit)')) return;
    await this.page.inject(testingLibrary);
    await this.page.inject(pageKit);
  }

  async count(spec: Spec): Promise<number> {
    await this.kit();
    return this.page.run<number>('(spec) => window.__haulbookKit.count(spec)', [spec]);
  }

  async textOf(spec: Spec): Promise<string | null> {
    await this.kit();
    return this.page.run<string | null>('(spec) => window.__haulbookKit.text(spec)', [spec]);
  }

  /** Retries `step` until it holds or `timeout` passes; then fails saying what the page shows. */
  async until(what: string, step: () => Promise<boolean>, timeout = 15_000): Promise<void> {
    const end = Date.now() + timeout;
    let last: unknown;
    while (Date.now() < end) {
      try {
        if (await step()) return;
      } catch (error) {
        // A page between documents, a dialog still opening over its button: try again.
        last = error;
      }
      await sleep(150);
    }
    const shown = await this.page
      .run<string>('() => document.body.innerText.slice(0, 4000)')
      .catch((error: unknown) => `(unreadable: ${described(error)})`);
    const reason = last === undefined ? '' : `\nlast error: ${described(last)}`;
    throw new Error(`${this.engine}: ${what} within ${timeout} ms${reason}\npage shows:\n${shown}`);
  }

  sees(spec: Spec, timeout = 15_000): Promise<void> {
    return this.until(
      `no ${JSON.stringify(spec)}`,
      async () => (await this.count(spec)) > 0,
      timeout,
    );
  }

  gone(spec: Spec, timeout = 15_000): Promise<void> {
    return this.until(
      `still ${JSON.stringify(spec)}`,
      async () => (await this.count(spec)) === 0,
      timeout,
    );
  }

  click(spec: Spec): Promise<void> {
    return this.until(
      `could not click ${JSON.stringify(spec)}`,
      async () => {
        await this.kit();
        try {
          await this.page.click(reachable, [spec]);
        } catch (error) {
          const covered = await this.page.run<string | null>('() => window.__haulbookKit.covered');
          throw covered ? new Error(`covered by ${covered}`) : error;
        }
        return true;
      },
      15_000,
    );
  }

  /** Empties the field, then types `value` key by key, until the field holds just that. */
  fill(spec: Spec, value: string): Promise<void> {
    return this.until(
      `could not type into ${JSON.stringify(spec)}`,
      async () => {
        await this.kit();
        await this.page.run('(spec) => window.__haulbookKit.setValue(spec, "")', [spec]);
        await this.page.type(find, [spec], value);
        // A form that fills a field in as it opens (the last address used) may do so meanwhile.
        return (
          (await this.page.run<string | null>('(spec) => window.__haulbookKit.value(spec)', [
            spec,
          ])) === value
        );
      },
      15_000,
    );
  }

  /** As a date or time picker sets a field: typing one is a different gesture in every engine. */
  setValue(spec: Spec, value: string): Promise<void> {
    return this.until(
      `no field ${JSON.stringify(spec)}`,
      async () => {
        await this.kit();
        return this.page.run<boolean>(
          '(spec, value) => window.__haulbookKit.setValue(spec, value)',
          [spec, value],
        );
      },
      15_000,
    );
  }

  /** Hands the file input labelled `inputLabel` a photo of a page, as a phone's camera would. */
  attachPhoto(inputLabel: string, name: string): Promise<void> {
    return this.until(`no file input ${inputLabel}`, async () => {
      await this.kit();
      return this.page.run<boolean>(
        '(label, name) => window.__haulbookKit.attachPhoto(label, name)',
        [inputLabel, name],
      );
    });
  }

  /**
   * Waits until the dialog just opened has taken the focus (its first field, as it opens). Until
   * then a key typed into another field may land in that one once the focus moves: a fill-up's
   * odometer typed into its date field as a year.
   */
  dialogReady(): Promise<void> {
    return this.until('the dialog never took the focus', () =>
      this.page.run<boolean>(`() => {
        const dialog = document.activeElement?.closest('[role="dialog"]');
        const first = dialog?.querySelector('[data-autofocus]');
        return dialog != null && (first == null || first === document.activeElement);
      }`),
    );
  }

  /** Opens a screen from the app's menu (the sidebar: the journeys run at a desktop's width). */
  async openFromMenu(name: string, heading: string | RegExp): Promise<void> {
    await this.click(role('link', name, role('navigation', 'Main menu')));
    await this.sees(role('heading', heading));
  }

  /** Everything the page reported as failing since the last check; none expected. */
  async failures(): Promise<string[]> {
    const reports = this.page.takeReports();
    const panel = (await this.count(role('heading', 'This screen could not be shown')))
      ? [`the screen shows: ${await this.textOf(role('alert'))}`]
      : [];
    const failed = [...reports.uncaught, ...this.server.takeClientErrors(), ...panel];
    if (failed.length > 0 && reports.console.length > 0)
      failed.push(`console errors: ${reports.console.join('\n')}`);
    return failed;
  }

  /** The screen drew without failing, and axe-core finds nothing serious on it. */
  async screenDone(where: string): Promise<void> {
    // A report of a failure reaches the server a moment after the failure.
    await sleep(300);
    const failed = await this.failures();
    if (failed.length > 0) {
      throw new Error(`${this.engine}, ${where}: the page failed:\n${failed.join('\n')}`);
    }
    await this.accessible(where);
  }

  async accessible(where: string): Promise<void> {
    if (!(await this.page.run<boolean>('() => Boolean(window.axe)')))
      await this.page.inject(axeSource);
    await this.kit();
    await this.page.run(`() => ${settleScript}`);
    const violations = await this.page.run<string[]>(runAxe, [wcagTags]);
    if (violations.length > 0) {
      throw new Error(
        `${this.engine}, ${where}: accessibility violations:\n${violations.join('\n')}`,
      );
    }
  }
}
