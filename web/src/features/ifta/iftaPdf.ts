/**
 * The quarter's IFTA return as a one-page Letter PDF laid out like the return's schedule, for a
 * driver to print, keep or hand to whoever files it. pdf-lib is loaded only when a driver asks for
 * this. The text comes from scheduleLines, which is pure, so what the page says is tested without
 * reading a PDF back.
 */
import { iftaColumns, iftaRowCells, type IftaReport, type IftaRow } from '@haulbook/sync-protocol';
import type { PDFFont, PDFPage } from 'pdf-lib';

export interface ScheduleLines {
  title: string;
  /** The totals block: each figure with its label. */
  totals: [label: string, figure: string][];
  /** The column iftaColumns, a line per jurisdiction, then the totals line. */
  table: string[][];
  /** What a reader must know before trusting the figures. */
  notes: string[];
}

type Figure = number | null;

/** Thousands grouped in the whole part only: 1196.5 is "1,196.5". Not Intl: no locale differs. */
const grouped = (text: string) =>
  text.replace(/^-?\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
// The report's figures are exact at these places (ifta.ts rounds them through decimal text), so
// toFixed only pads them.
const plain = (n: Figure) => (n === null ? '' : grouped(String(n)));
const twoPlaces = (n: Figure) => (n === null ? '' : grouped(n.toFixed(2)));

/** The CSV's cells (iftaRowCells) with thousands grouped for reading. */
const rowCells = (row: IftaRow) => iftaRowCells(row).map(grouped);

/** A column's total, added in whole 1/scale units so no float drift shows; null if all blank. */
function columnTotal(rows: readonly IftaRow[], figure: (row: IftaRow) => Figure, scale: number) {
  const figures = rows.map(figure).filter((n) => n !== null);
  if (figures.length === 0) return null;
  return figures.reduce((sum, n) => sum + Math.round(n * scale), 0) / scale;
}

function totalsLine(rows: readonly IftaRow[]): string[] {
  const sum = (figure: (row: IftaRow) => Figure, scale: number) => columnTotal(rows, figure, scale);
  return [
    'Total',
    plain(sum((r) => r.totalMiles, 1)),
    plain(sum((r) => r.taxableMiles, 1)),
    plain(sum((r) => r.taxableGallons, 1)),
    plain(sum((r) => r.taxPaidGallons, 1000)),
    plain(sum((r) => r.netTaxableGallons, 1000)),
    '',
    twoPlaces(sum((r) => r.tax, 100)),
    '',
    twoPlaces(sum((r) => r.surchargeTax, 100)),
  ];
}

/** The report's gaps that change its figures, said where the figures are printed. */
function notes(report: IftaReport): string[] {
  const notes: string[] = [];
  if (report.missingRates.length > 0)
    notes.push(`No rate yet for ${report.missingRates.join(', ')}: their tax is not in the total.`);
  if (report.unassignedGallons > 0)
    notes.push(
      `${plain(report.unassignedGallons)} gallons have no jurisdiction: in total gallons, credited nowhere.`,
    );
  if (report.segmentIssues.length > 0)
    notes.push(
      `Odometer segments to check (gaps, overlaps, still open): ${report.segmentIssues.length}.`,
    );
  return notes;
}

/** The text the PDF draws, in the order it draws it. */
export function scheduleLines(report: IftaReport): ScheduleLines {
  return {
    title: `IFTA quarterly fuel tax schedule — ${report.quarter}`,
    totals: [
      ['Total miles', plain(report.totalMiles)],
      ['Total gallons', plain(report.totalGallons)],
      ['Fleet MPG', twoPlaces(report.fleetMpg)],
      ['Total tax', twoPlaces(report.totalTax)],
    ],
    table: [iftaColumns, ...report.rows.map(rowCells), totalsLine(report.rows)],
    notes: notes(report),
  };
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const letter = { width: 612, height: 792 };
const margin = 40;
const contentWidth = letter.width - 2 * margin;
/** Line height as a multiple of the font size. */
const leading = 1.4;
const tableSizeMax = 10;

/**
 * Text the standard font can encode (WinAnsi): a letter it lacks loses its accent ("ễ" is "e"),
 * and anything else becomes "?", since pdf-lib throws on a character it cannot encode.
 */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  const has = (ch: string) => known.has(ch.codePointAt(0)!);
  const spelled = (ch: string) => {
    const base = ch.normalize('NFD')[0]!;
    return has(ch) ? ch : has(base) ? base : '?';
  };
  return [...text.normalize('NFC')].map(spelled).join('');
}

function put(page: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont) {
  page.drawText(text, { x, y, size, font });
}

function putRight(
  page: PDFPage,
  text: string,
  right: number,
  y: number,
  size: number,
  font: PDFFont,
) {
  put(page, text, right - font.widthOfTextAtSize(text, size), y, size, font);
}

/** Words as lines no wider than `width` at `size`; a single word wider than that keeps its line. */
function wrap(text: string, width: number, size: number, font: PDFFont): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const joined = lines.length > 0 ? `${lines.at(-1)} ${word}` : word;
    if (lines.length > 0 && font.widthOfTextAtSize(joined, size) <= width)
      lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/** Title, driver, totals block and notes from the top margin down; returns the y below them. */
function drawHeading(page: PDFPage, fonts: Fonts, lines: ScheduleLines, driver: string): number {
  let y = letter.height - margin;
  const next = (size: number) => (y -= size * leading);
  put(page, lines.title, margin, next(16), 16, fonts.bold);
  put(page, `Driver: ${drawable(fonts.regular, driver)}`, margin, next(11), 11, fonts.regular);
  next(6);
  for (const [label, figure] of lines.totals) {
    put(page, label, margin, next(10), 10, fonts.regular);
    putRight(page, figure, margin + 160, y, 10, fonts.bold);
  }
  // A note can be long (every jurisdiction without a rate): it wraps within the margins.
  for (const note of lines.notes)
    for (const line of wrap(note, contentWidth, 9, fonts.regular))
      put(page, line, margin, next(9), 9, fonts.regular);
  return y - 12;
}

interface TableLayout {
  size: number;
  lefts: number[];
  widths: number[];
  headingLines: string[][];
}

/**
 * The table's font size and columns. Widths are measured at 1 pt and scale with the size, so the
 * size that fits is found in one step: the largest up to 10 pt at which the widest figures fit the
 * page's width and every line fits above the bottom margin (iftaColumns counted at one word a line,
 * the most they can wrap to). The width left over spreads the columns across the page.
 */
function tableLayout(table: string[][], fonts: Fonts, top: number): TableLayout {
  const [heads, ...body] = table as [string[], ...string[][]];
  const unit = heads.map((heading, c) =>
    Math.max(
      ...heading.split(' ').map((word) => fonts.bold.widthOfTextAtSize(word, 1)),
      ...body.map((row) => fonts.bold.widthOfTextAtSize(row[c] ?? '', 1)),
    ),
  );
  const unitTotal = unit.reduce((a, b) => a + b, 0);
  const headingRowsAtMost = Math.max(...heads.map((h) => h.split(' ').length));
  // One em at least between columns; one line more for the space around the rules.
  const byWidth = contentWidth / (unitTotal + heads.length - 1);
  const byHeight = (top - margin) / ((headingRowsAtMost + body.length + 1) * leading);
  const size = Math.min(tableSizeMax, byWidth, byHeight);
  const gap = (contentWidth - unitTotal * size) / (heads.length - 1);
  const widths = unit.map((u) => u * size);
  const lefts = widths.map((_, c) => margin + widths.slice(0, c).reduce((a, w) => a + w + gap, 0));
  // A heading may reach into the gap beside its column, keeping half an em clear.
  const headingLines = heads.map((h, c) => wrap(h, widths[c]! + gap - size / 2, size, fonts.bold));
  return { size, lefts, widths, headingLines };
}

/** One table line: the jurisdiction left-aligned, the figures right-aligned in their columns. */
function drawRow(page: PDFPage, layout: TableLayout, cells: string[], y: number, font: PDFFont) {
  cells.forEach((text, c) => {
    if (text === '') return;
    if (c === 0) put(page, text, layout.lefts[0]!, y, layout.size, font);
    else putRight(page, text, layout.lefts[c]! + layout.widths[c]!, y, layout.size, font);
  });
}

function drawTable(page: PDFPage, fonts: Fonts, table: string[][], top: number) {
  const layout = tableLayout(table, fonts, top);
  const step = layout.size * leading;
  const rule = (y: number) =>
    page.drawLine({
      start: { x: margin, y },
      end: { x: letter.width - margin, y },
      thickness: 0.5,
    });
  const headingRows = Math.max(...layout.headingLines.map((lines) => lines.length));
  let y = top;
  for (let i = 0; i < headingRows; i++) {
    y -= step;
    // Headings sit on the last line, so a one-line heading lines up with its column's figures.
    const cells = layout.headingLines.map((lines) => lines[i - (headingRows - lines.length)] ?? '');
    drawRow(page, layout, cells, y, fonts.bold);
  }
  rule(y - step / 4);
  y -= step / 2;
  table.slice(1).forEach((cells, r) => {
    const last = r === table.length - 2;
    if (last) {
      rule(y - step / 4);
      y -= step / 2;
    }
    drawRow(page, layout, cells, (y -= step), last ? fonts.bold : fonts.regular);
  });
}

/** The schedule as a one-page Letter PDF: the font shrinks for a long quarter, never a page more. */
export async function iftaReportPdf(report: IftaReport, driverName: string): Promise<Blob> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const lines = scheduleLines(report);
  pdf.setTitle(lines.title);
  const page = pdf.addPage([letter.width, letter.height]);
  drawTable(page, fonts, lines.table, drawHeading(page, fonts, lines, driverName));
  const bytes = await pdf.save();
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
