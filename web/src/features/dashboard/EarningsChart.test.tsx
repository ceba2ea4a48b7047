import { screen, within } from '@testing-library/react';
import type { DistanceUnit } from '@haulbook/sync-protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseDistanceUnit } from '../../test/preferences';
import { renderWithProviders } from '../../test/render';
import { resetDevice } from '../../test/loadsKit';
import EarningsChart from './EarningsChart';

const period = { estimated: '0.00', loads: 1, estimatedLoads: 0 };
const periods = [
  { ...period, start: '2026-11-02', end: '2026-11-09', earnings: '1250.50', miles: 62 },
  { ...period, start: '2026-11-09', end: '2026-11-16', earnings: '1723.50', miles: 2140 },
];

beforeEach(async () => {
  await resetDevice();
});

describe('the earnings chart', () => {
  it.each([
    // 62 mi × 1.609344 = 99.78 -> 100 km; 2,140 mi × 1.609344 = 3,443.996 -> 3,444 km.
    ['km', 'Kilometers', ['100 km', '3,444 km']],
    ['miles', 'Miles', ['62 miles', '2,140 miles']],
  ] as [DistanceUnit, string, string[]][])(
    'in %s, names the line %s in its legend and its table',
    async (unit, name, cells) => {
      await chooseDistanceUnit(unit);
      renderWithProviders(<EarningsChart periods={periods} />);
      const chart = screen.getByRole('region', { name: 'Last 12 Pay Periods' });
      const table = within(chart).getByRole('table');
      expect(await within(table).findByText(cells[0]!)).toBeTruthy();
      expect(within(table).getByText(cells[1]!)).toBeTruthy();
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
      expect(within(chart).getAllByText(name)).toHaveLength(2);
    },
  );
});
