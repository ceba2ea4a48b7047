import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * No code may depend on how a locale prints a date or a number: engines print the same locale
 * differently (WebKit's system ICU gives en-CA as "11/26/2026", Chromium's own as "2026-11-26").
 * Printed text is for reading only; dates are built from formatToParts or from numbers. These
 * catch the usual ways printed text gets read back (locale-text.lint.test.ts in sync-protocol shows
 * each one caught); a value passed through a variable first is caught by the rules' tests under
 * each ICU behaviour (sync-protocol/src/testing/icu.ts) and the journeys in WebKit.
 */
const printed = '/^(format|toLocaleString|toLocaleDateString|toLocaleTimeString)$/';
const printedCall = `CallExpression[callee.property.name=${printed}]`;
const readBack =
  '/^(split|slice|substring|substr|match|matchAll|replace|replaceAll|indexOf|lastIndexOf|startsWith|endsWith|includes|at|charAt|charCodeAt|localeCompare|padStart|padEnd)$/';
const localeText = {
  message:
    'Printed dates and numbers differ between engines (WebKit prints en-CA as 11/26/2026): never parse, slice or compare them; build dates from formatToParts or numbers.',
};
const localeTextRules = [
  {
    ...localeText,
    selector: 'Literal[value=/^(en-CA|fr-CA|sv|sv-SE|en-SE|lt|lt-LT|en-ZA|ko|ko-KR)$/i]',
    message:
      'A locale picked for how it prints (en-CA as YYYY-MM-DD) prints otherwise elsewhere: WebKit gives 11/26/2026. Build dates from formatToParts.',
  },
  { ...localeText, selector: `NewExpression[callee.name='Date']:has(${printedCall})` },
  {
    ...localeText,
    selector: `CallExpression[callee.name=/^(Number|parseInt|parseFloat|BigInt)$/]:has(${printedCall})`,
  },
  {
    ...localeText,
    selector: `CallExpression[callee.object.name=/^(Date|Number)$/][callee.property.name=/^(parse|UTC|parseInt|parseFloat)$/]:has(${printedCall})`,
  },
  {
    ...localeText,
    selector: `CallExpression[callee.property.name=${readBack}] > MemberExpression.callee > ${printedCall}.object`,
  },
  {
    ...localeText,
    selector: `BinaryExpression[operator=/^([<>]=?|[!=]==?)$/] > ${printedCall}`,
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dev-dist/**', '**/node_modules/**', 'data/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', ...localeTextRules],
    },
  },
  // Runs inside the page the engine journeys drive.
  { files: ['web/e2e/engines/page-kit.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
