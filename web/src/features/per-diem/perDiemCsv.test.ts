import { perDiemYear } from '@haulbook/sync-protocol';
import { describe, expect, it } from 'vitest';
import { perDiemCsv } from './perDiemCsv';

describe('the per diem CSV', () => {
  it('prices each partial day as the total counts it: 75 % of $69.46 is $52.10', () => {
    // 75 % of $69.46 = $52.095 -> $52.10 (half up); two partial days and one full: $173.66.
    const year = perDiemYear({
      year: 2026,
      rate: '69.46',
      loads: [],
      corrections: [
        { date: '2026-11-16', status: 'partial', updatedAt: '2026-11-20T00:00:00.000Z' },
        { date: '2026-11-17', status: 'full', updatedAt: '2026-11-20T00:00:00.000Z' },
        { date: '2026-11-18', status: 'partial', updatedAt: '2026-11-20T00:00:00.000Z' },
      ],
      timeZone: 'UTC',
    });
    const lines = perDiemCsv(year).split('\r\n');
    expect(lines.slice(1, 4)).toEqual([
      '2026-11-16,Partial (75%),52.10',
      '2026-11-17,Full,69.46',
      '2026-11-18,Partial (75%),52.10',
    ]);
    expect(lines).toContain('Total,173.66');
  });
});
