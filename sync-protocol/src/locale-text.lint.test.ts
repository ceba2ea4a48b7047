/**
 * The lint rule that keeps printed dates from being read back (eslint.config.js, localeTextRules):
 * the workspace's own configuration, run on snippets as they would sit in web/src, catches each
 * way printed text gets parsed or compared and lets printing for the eye alone.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Vitest runs from the workspace's root, where eslint.config.js is.
const eslint = new ESLint();

async function complaints(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: 'web/src/probe.ts' });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

const f = "const f = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });\n";

describe('reading printed dates back', () => {
  it.each([
    ['a locale picked for its printed form', "new Intl.DateTimeFormat('en-CA').format(0);"],
    ['a Date built from printed text', `${f}new Date(f.format(0));`],
    [
      'a Date built from a template around printed text',
      `${f}new Date(\`\${f.format(0)}T00:00Z\`);`,
    ],
    ['Date.parse of toLocaleDateString', 'Date.parse(new Date().toLocaleDateString());'],
    ['a number read from printed text', `${f}Number(f.format(0));`],
    ['printed text split into parts', `${f}f.format(0).split('/');`],
    ['printed text sliced', "new Date().toLocaleString('en-US').slice(0, 10);"],
    ['printed text compared', `${f}const day = '2026-11-26';\nf.format(0) >= day;`],
    ['printed text compared for equality', `${f}f.format(0) === '11/26/2026';`],
  ])('is refused: %s', async (_, code) => {
    expect(await complaints(code)).toBeGreaterThan(0);
  });

  it.each([
    ['printing for the eye', `${f}const label = \`Delivered \${f.format(0)}\`;`],
    ['reading parts', `${f}f.formatToParts(0).find((p) => p.type === 'year');`],
    ['a date from numbers', 'new Date(Date.UTC(2026, 10, 26));'],
  ])('is allowed: %s', async (_, code) => {
    expect(await complaints(code)).toBe(0);
  });
});
