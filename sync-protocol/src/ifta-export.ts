/**
 * The quarter's IFTA return (ifta.ts) as a CSV file a driver keeps or hands to whoever files it:
 * the schedule's rows, then the quarter's totals. Figures are written plainly (no thousands
 * separators, no currency signs) so a spreadsheet reads them back as numbers.
 */
import type { IftaReport, IftaRow } from './ifta.js';

/** The schedule's columns, shared with the PDF (web/src/features/ifta/iftaPdf.ts). */
export const iftaColumns = [
  'Jurisdiction',
  'Total miles',
  'Taxable miles',
  'Taxable gallons',
  'Tax-paid gallons',
  'Net taxable gallons',
  'Tax rate',
  'Tax',
  'Surcharge rate',
  'Surcharge',
];

type Figure = number | null;

// The report's figures are already exact at these places (ifta.ts rounds them through decimal
// text), so toFixed only pads: 0.245 becomes "0.2450", never a neighbouring value.
const plain = (n: Figure) => (n === null ? '' : String(n));
const twoPlaces = (n: Figure) => (n === null ? '' : n.toFixed(2));
const fourPlaces = (n: Figure) => (n === null ? '' : n.toFixed(4));

/** A field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break. */
const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A row's cells as the schedule prints them, blank where a figure is not known. */
export const iftaRowCells = (row: IftaRow) => [
  row.jurisdiction,
  plain(row.totalMiles),
  plain(row.taxableMiles),
  plain(row.taxableGallons),
  plain(row.taxPaidGallons),
  plain(row.netTaxableGallons),
  fourPlaces(row.taxRate),
  twoPlaces(row.tax),
  fourPlaces(row.surchargeRate),
  twoPlaces(row.surchargeTax),
];

/** The return as CSV: the schedule, a blank line, the totals; CRLF line ends. */
export function iftaReportCsv(report: IftaReport): string {
  const lines = [
    iftaColumns,
    ...report.rows.map(iftaRowCells),
    [],
    ['Total miles', plain(report.totalMiles)],
    ['Total gallons', plain(report.totalGallons)],
    ['Fleet MPG', twoPlaces(report.fleetMpg)],
    ['Total tax', twoPlaces(report.totalTax)],
  ];
  return lines.map((cells) => `${cells.map(field).join(',')}\r\n`).join('');
}

/** The file's name, sorting by quarter among a driver's downloads: haulbook-ifta-2026-Q3.csv. */
export const iftaFileName = (quarter: string) => `haulbook-ifta-${quarter}.csv`;
