/**
 * Haulbook's look: deep navy surfaces with safety-orange actions, system fonts (no web fonts to
 * fetch, so no extra round trip and nothing to cache for offline). Made for a cab: every control is
 * at least 48 px tall, input text is 16 px (iOS Safari zooms into anything smaller), and every
 * text colour meets WCAG AA (4.5:1): the orange under white button text is darker than Mantine's,
 * and secondary ('dimmed') text is a darker grey. Light and dark follow the system unless the
 * driver picks one (ColorSchemeSwitch).
 */
import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from '@mantine/core';

const navy: MantineColorsTuple = [
  '#eef2f8',
  '#dbe2ee',
  '#b3c2dc',
  '#889fc9',
  '#647fb7',
  '#4d6bab',
  '#3f5f9f',
  '#2f4d85',
  '#1c355f',
  '#0f2340',
];

/** Mantine's orange up to 5; from 6 darker, so white on it is 5.2:1 (Mantine's #f76707: 3.0:1). */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#c2410c',
  '#b53d0b',
  '#9a3412',
  '#7c2d12',
];

/** Mantine's teal with a darker 9, the light badges' text: 5.6:1 on their tint (Mantine's: 4.3:1). */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#099268',
  '#06664a',
];

/** Mantine's red from 7 darker: white on the filled red (shade 7) at 5.4:1, not 3.8:1. */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#c92a2a',
  '#b02525',
  '#a51d1d',
];

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * A component's theme entry as a plain object: `Button.extend()` would import every themed
 * component (Modal, Drawer and their scroll and focus code) into the first chunk of every page.
 */
const defineComponent = (entry: MantineThemeComponent) => entry;

/** The thumb's minimum (WCAG 2.5.5, Material's 48 dp); compact controls sit in dense lists. */
export const touchTarget = 48;
const compactTarget = 44;

/** Large buttons (the landing page's) keep their size; the rest grow to the thumb's minimum. */
function buttonHeight(size: unknown): string | undefined {
  if (typeof size === 'string' && size.startsWith('compact')) return `${compactTarget}px`;
  return size === undefined || ['xs', 'sm', 'md'].includes(size as string)
    ? `${touchTarget}px`
    : undefined;
}

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 8 },
  colors: { navy, orange, teal, red },
  fontFamily,
  headings: { fontFamily, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: defineComponent({
      defaultProps: { fw: 700 },
      vars: (_theme: unknown, { size }: { size?: unknown }) => ({
        root: { '--button-height': buttonHeight(size) },
      }),
    }),
    Input: defineComponent({
      vars: () => ({
        wrapper: { '--input-height': `${touchTarget}px`, '--input-fz': '16px' },
      }),
    }),
    ActionIcon: defineComponent({
      vars: (_theme: unknown, props: { size?: unknown }) => ({
        root: { '--ai-size': props.size === 'xs' ? `${compactTarget}px` : `${touchTarget}px` },
      }),
    }),
    CloseButton: defineComponent({
      vars: () => ({ root: { '--cb-size': `${touchTarget}px` } }),
    }),
    Burger: defineComponent({
      styles: { root: { minWidth: touchTarget, minHeight: touchTarget } },
    }),
    // Mantine keeps the show-password toggle out of the tab order; a keyboard user needs it too.
    PasswordInput: defineComponent({ defaultProps: { visibilityToggleFocusable: true } }),
    NavLink: defineComponent({ styles: { root: { minHeight: touchTarget } } }),
    // A named close button (screen readers otherwise announce 'button'); dialogs put the focus on
    // their first field with data-autofocus.
    Modal: defineComponent({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } },
    }),
    Drawer: defineComponent({ defaultProps: { closeButtonProps: { 'aria-label': 'Close menu' } } }),
    // A toast's text under its title is Mantine's gray-6 (3.3:1 on white): the darker secondary grey.
    Notification: defineComponent({
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
  },
});

/**
 * Secondary text at 7:1 on white (Mantine's gray-6 is 3.3:1); the surface, the brand's text orange,
 * the strong (figure) text colour and the danger and success texts (at least 4.5:1: Mantine's
 * red-8 and teal-8 fall short on white), each following the scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--haulbook-surface': t.colors.gray[0],
    '--haulbook-brand-text': t.colors.orange[7],
    '--haulbook-strong': navy[9],
    '--haulbook-danger-text': t.colors.red[9],
    '--haulbook-success-text': t.colors.teal[9],
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--haulbook-surface': t.colors.dark[8],
    '--haulbook-brand-text': t.colors.orange[4],
    '--haulbook-strong': navy[0],
    '--haulbook-danger-text': t.colors.red[4],
    '--haulbook-success-text': t.colors.teal[4],
  },
});

export const brandNavy = navy[9];
