import {
  caseInput,
  iftaCases,
  iftaReport,
  jurisdictions,
  type IftaReport,
  type IftaRow,
} from '@haulbook/sync-protocol';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFRawStream,
  StandardFonts,
  type PDFFont,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { iftaReportPdf, scheduleLines } from './iftaPdf';

const worked = () => iftaReport(caseInput(iftaCases[0]!));

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/**
 * WinAnsi bytes as text. It is Latin-1 but for 0x80-0x9F, where the page uses only the em dash
 * (TextDecoder's windows-1252 is Latin-1 without full ICU, so it cannot be trusted for this).
 */
const fromWinAnsi = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((byte) => parseInt(byte, 16))
    .map((code) => (code === 0x97 ? '—' : String.fromCharCode(code)))
    .join('');

interface Drawn {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
}

/**
 * Each string the page draws, where and in which font: pdf-lib writes
 * `/Helvetica-Bold-123 10 Tf 14 TL 1 0 0 1 x y Tm <hex> Tj` for each.
 */
async function drawnText(blob: Blob): Promise<{ pages: number; size: object; drawn: Drawn[] }> {
  const pdf = await PDFDocument.load(await bytesOf(blob));
  const page = pdf.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const operators = streams
    .map((ref) => pdf.context.lookup(ref))
    .filter((s) => s instanceof PDFRawStream)
    .map((s) => new TextDecoder().decode(decodePDFRawStream(s).decode()))
    .join('\n');
  const shown = /\/(\S+) (\S+) Tf\s+\S+ TL\s+1 0 0 1 (\S+) (\S+) Tm\s+<([0-9A-F]*)> Tj/g;
  const drawn = [...operators.matchAll(shown)].map(([, font, size, x, y, hex]) => ({
    x: Number(x),
    y: Number(y),
    size: Number(size),
    bold: font!.startsWith('Helvetica-Bold'),
    text: fromWinAnsi(hex!),
  }));
  return { pages: pdf.getPageCount(), size: page.getSize(), drawn };
}

/** The page's fonts, to measure what it drew. */
async function measuringFonts(): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const pdf = await PDFDocument.create();
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
}

/** A quarter with a row in each of the first `count` jurisdictions, the figures made up. */
function reportOf(count: number): IftaReport {
  const rows: IftaRow[] = jurisdictions.slice(0, count).map((jurisdiction, i) => ({
    jurisdiction,
    totalMiles: 1000 + i,
    taxableMiles: 1000 + i,
    taxableGallons: 150,
    taxPaidGallons: 1234.567,
    netTaxableGallons: -1084.567,
    taxRate: 0.2345,
    surchargeRate: 0.11,
    tax: -1234.56,
    surchargeTax: 16.5,
    missing: null,
  }));
  // Every jurisdiction listed as lacking a rate, made up like the figures: the longest note.
  return { ...worked(), rows, missingRates: rows.map((r) => r.jurisdiction) };
}

describe('the IFTA schedule’s lines', () => {
  it('gives the title, the totals and the table of a worked quarter', () => {
    expect(scheduleLines(worked())).toEqual({
      title: 'IFTA quarterly fuel tax schedule — 2026-Q3',
      totals: [
        ['Total miles', '8,000'],
        ['Total gallons', '1,196.5'],
        ['Fleet MPG', '6.69'],
        ['Total tax', '123.23'],
      ],
      table: [
        [
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
        ],
        ['AR', '0', '0', '0', '75', '-75', '0.2850', '-21.38', '', ''],
        ['IL', '1,105', '1,105', '165', '0', '165', '0.6720', '110.88', '', ''],
        ['IN', '310', '310', '46', '80', '-34', '0.6100', '-20.74', '0.1100', '5.06'],
        ['KS', '988', '988', '148', '0', '148', '0.2600', '38.48', '', ''],
        ['MO', '640', '640', '96', '150.25', '-54.25', '0.2450', '-13.29', '', ''],
        ['OH', '845', '845', '126', '120.75', '5.25', '0.4700', '2.47', '', ''],
        ['OK', '1,212', '1,212', '181', '220.5', '-39.5', '0.1900', '-7.51', '', ''],
        ['PA', '400', '400', '60', '0', '60', '0.7410', '44.46', '', ''],
        ['TX', '2,500', '2,500', '374', '450', '-76', '0.2000', '-15.20', '', ''],
        // Tax 118.17 and surcharge 5.06 make the total tax, 123.23.
        ['Total', '8,000', '8,000', '1,196', '1,096.5', '99.5', '', '118.17', '', '5.06'],
      ],
      notes: [],
    });
  });

  it('says what keeps the figures from being final', () => {
    const report: IftaReport = {
      ...iftaReport(caseInput(iftaCases[2]!)),
      unassignedGallons: 12.5,
      segmentIssues: [{ kind: 'gap', segmentIds: ['a', 'b'], miles: 40, odometer: 300_502 }],
    };
    expect(scheduleLines(report).notes).toEqual([
      'No rate yet for AZ, NM: their tax is not in the total.',
      '12.5 gallons have no jurisdiction: in total gallons, credited nowhere.',
      'Odometer segments to check (gaps, overlaps, still open): 1.',
    ]);
    expect(scheduleLines(report).table.at(-1)).toEqual([
      'Total',
      '1,000',
      '1,000',
      '251',
      '250',
      '1',
      '',
      '',
      '',
      '',
    ]);
  });
});

describe('the IFTA schedule as a PDF', () => {
  it('is one Letter page drawing the title, the driver, the totals and every row', async () => {
    const blob = await iftaReportPdf(worked(), 'Dale Ortiz');
    expect(blob.type).toBe('application/pdf');
    const { pages, size, drawn } = await drawnText(blob);
    expect(pages).toBe(1);
    expect(size).toEqual({ width: 612, height: 792 });
    const texts = drawn.map((d) => d.text);
    expect(drawn.find((d) => d.text === 'AR')!.size).toBe(10);
    expect(texts).toContain('IFTA quarterly fuel tax schedule — 2026-Q3');
    expect(texts).toContain('Driver: Dale Ortiz');
    for (const row of scheduleLines(worked()).table)
      for (const cell of row.filter((c) => c !== '' && !c.includes(' ')))
        expect(texts).toContain(cell);
  });

  it('right-aligns a column’s figures', async () => {
    const { drawn } = await drawnText(await iftaReportPdf(worked(), 'Dale Ortiz'));
    const x = (text: string) => drawn.find((d) => d.text === text)!.x;
    // Total miles: "2,500" is wider than "988", so it starts further left.
    expect(x('2,500')).toBeLessThan(x('988'));
  });

  it('shrinks the font for 60 rows rather than add a page, and keeps them inside the margins', async () => {
    const { pages, drawn } = await drawnText(await iftaReportPdf(reportOf(60), 'Dale Ortiz'));
    expect(pages).toBe(1);
    const codes = jurisdictions.slice(0, 60);
    expect(codes.every((code) => drawn.some((d) => d.text === code))).toBe(true);
    const fonts = await measuringFonts();
    for (const d of drawn) {
      const width = (d.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(d.text, d.size);
      expect(d.y).toBeGreaterThanOrEqual(40);
      expect(d.x).toBeGreaterThanOrEqual(40);
      expect(d.x + width).toBeLessThanOrEqual(612 - 40 + 0.001);
    }
    // 10 pt is the table's size when it fits (the worked quarter's nine rows).
    expect(drawn.find((d) => d.text === 'AL')!.size).toBeLessThan(10);
  });

  it('gives a quarter with no rows its page, headings and totals line', async () => {
    const { pages, drawn } = await drawnText(await iftaReportPdf(reportOf(0), 'Dale Ortiz'));
    expect(pages).toBe(1);
    expect(drawn.map((d) => d.text)).toEqual(expect.arrayContaining(['Jurisdiction', 'Total']));
  });

  it('draws a name the standard font cannot spell with what it can', async () => {
    const { drawn } = await drawnText(await iftaReportPdf(worked(), 'Zoë Nguyễn Đức'));
    expect(drawn.map((d) => d.text)).toContain('Driver: Zoë Nguyen ?uc');
  });
});
