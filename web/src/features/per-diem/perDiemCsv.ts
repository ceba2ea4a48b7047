/** The per diem year as a CSV file for the driver's tax preparer. */
import type { PerDiemYear } from '@haulbook/sync-protocol';

/** The year's days as CSV: date, what the day was, and what it is worth (the engine's figures). */
export function perDiemCsv(year: PerDiemYear): string {
  const lines = [
    'Date,Day,Amount',
    ...year.days.map(
      (d) =>
        `${d.date},${d.status === 'full' ? 'Full' : 'Partial (75%)'},${(d.status === 'full' ? year.rate : year.partialRate).toFixed(2)}`,
    ),
    '',
    `Full days,${year.fullDays}`,
    `Partial days,${year.partialDays}`,
    `Daily rate,${year.rate.toFixed(2)}`,
    `Total,${year.total.toFixed(2)}`,
  ];
  return lines.map((l) => `${l}\r\n`).join('');
}
