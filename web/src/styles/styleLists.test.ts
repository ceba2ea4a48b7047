/**
 * The Mantine stylesheet lists (mantine-base.css) against what the app imports: a component whose
 * sheet is missing renders unstyled only on the screens that show it, which no type check catches.
 * A component's sheets are the CSS modules its @mantine/core source reaches, read from the package.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// import.meta.url is not a file: URL under jsdom; the folder is.
const here = import.meta.dirname;
const src = path.join(here, '..');
const core = path.join(here, '../../node_modules/@mantine/core');
const lists = ['mantine-base.css', 'mantine-forms.css', 'mantine-app.css'];
/** Components the other Mantine packages render from @mantine/core. */
const usedByPackages: Record<string, string[]> = {
  '@mantine/notifications': ['Notification'],
  '@mantine/dropzone': ['LoadingOverlay'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The components the app imports, by name. */
function componentsUsed(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(src)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, names, from] of text.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'(@mantine\/\w+)'/g,
    )) {
      if (from === '@mantine/core')
        for (const name of names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!))
          if (/^[A-Z]/.test(name) && name !== 'MantineProvider') used.add(name);
      for (const name of usedByPackages[from!] ?? []) used.add(name);
    }
  }
  return used;
}

/** Where @mantine/core's index takes each export from. */
function exportSources(): Map<string, string> {
  const esm = path.join(core, 'esm');
  const index = fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  const sources = new Map<string, string>();
  for (const [, names, from] of index.matchAll(/(?:import|export) \{([^}]*)\} from "(\.[^"]+)"/g))
    for (const name of names!.split(','))
      sources.set(name.trim().split(' as ').at(-1)!.trim(), path.resolve(esm, from!));
  return sources;
}

/** The sheets (styles/<Name>.css) the modules reachable from `file` use. */
function sheetsReached(file: string, seen: Set<string>, sheets: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const module = /(\w+)\.module\.mjs$/.exec(file)?.[1];
  if (module && fs.existsSync(path.join(core, 'styles', `${module}.css`))) sheets.add(module);
  for (const [, from] of fs.readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g))
    sheetsReached(path.resolve(path.dirname(file), from!), seen, sheets);
}

const listed = lists.map((list) =>
  [
    ...fs
      .readFileSync(path.join(here, list), 'utf8')
      .matchAll(/@import '@mantine\/core\/styles\/(\w+)\.css'/g),
  ].map(([, sheet]) => sheet!),
);

describe('Mantine stylesheet lists', () => {
  it('hold the sheets of every component the app imports', () => {
    const sources = exportSources();
    const needed = new Set<string>();
    for (const name of componentsUsed()) {
      const file = sources.get(name);
      expect(file, `${name} is not exported by @mantine/core`).toBeDefined();
      sheetsReached(file!, new Set(), needed);
    }
    const all = new Set(listed.flat());
    expect([...needed].filter((sheet) => !all.has(sheet))).toEqual([]);
  });

  it("keep each list in the order of Mantine's styles.css", () => {
    const whole = fs.readFileSync(path.join(core, 'styles.css'), 'utf8');
    const at = (sheet: string) =>
      whole.indexOf(
        fs
          .readFileSync(path.join(core, 'styles', `${sheet}.css`), 'utf8')
          .trim()
          .slice(0, 120),
      );
    for (const list of listed) {
      const positions = list.map(at);
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
