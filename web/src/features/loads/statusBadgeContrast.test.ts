/**
 * The filled status badges on /loads keep their white text readable (WCAG AA, 4.5:1) in both
 * colour schemes: the colour Mantine fills each badge with, resolved through the app's theme, is
 * measured against the text colour it puts on it. White on Mantine's filled teal (#0ca678) was
 * 3.11:1 and failed Lighthouse's color-contrast audit.
 */
import {
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  mergeMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import type { LoadStatus } from '@haulbook/sync-protocol';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme';
import { statusColors } from './LoadCard';

const appTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const filledStatuses: LoadStatus[] = ['picked_up', 'delivered', 'cancelled'];

/** The hex colour behind Mantine's `var(--mantine-color-…)` in a colour scheme. */
function resolve(value: string, t: MantineTheme, scheme: 'light' | 'dark'): string {
  if (value === 'var(--mantine-color-white)') return t.white;
  const filled = /^var\(--mantine-color-([a-z]+)-filled\)$/.exec(value);
  const primary = typeof t.primaryShade === 'number' ? t.primaryShade : t.primaryShade[scheme];
  if (filled) return t.colors[filled[1]!]![primary]!;
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (shade) return t.colors[shade[1]!]![Number(shade[2])]!;
  if (/^#([0-9a-f]{3}){1,2}$/i.test(value)) return value;
  throw new Error(`no colour for ${value}`);
}

/** WCAG 2's relative luminance of a #rgb or #rrggbb colour. */
function luminance(color: string): number {
  const hex = color.length === 4 ? color.replace(/[0-9a-f]/gi, (c) => c + c) : color;
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('filled load status badges', () => {
  it('measures white on Mantine’s filled teal as the failing 3.1:1', () => {
    expect(contrast('#fff', '#0ca678')).toBeCloseTo(3.1, 1);
  });

  it.each(['light', 'dark'] as const)('meet 4.5:1 in the %s scheme', (scheme) => {
    for (const status of filledStatuses) {
      const colors = defaultVariantColorsResolver({
        color: statusColors[status],
        theme: appTheme,
        variant: 'filled',
      });
      const ratio = contrast(
        resolve(colors.color, appTheme, scheme),
        resolve(colors.background, appTheme, scheme),
      );
      expect({ status, ratio: Number(ratio.toFixed(2)) }).toEqual({
        status,
        ratio: expect.toSatisfy((r: number) => r >= 4.5) as number,
      });
    }
  });
});
