/** Haulbook's look: deep navy surfaces with safety-orange actions, system fonts (no web fonts to fetch offline). */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: 7,
  colors: { navy },
  fontFamily,
  headings: { fontFamily, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 700 } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
  },
});

export const brandNavy = navy[9];
