/**
 * A quarter's IFTA rate table read from CSV, as a driver downloads it or types it: one line per
 * jurisdiction with its rate and, where it has one, its surcharge. Spreadsheets write CSV in many
 * ways (commas, or semicolons and a decimal comma where the locale is French, tabs when pasted,
 * quotes, CRLF, a byte-order mark), so all of those are read; every value is then checked by the
 * rate record's own schema, so an imported rate is one the API would take.
 */
import { jurisdictionByName } from './jurisdiction-names.js';
import { jurisdictionCode, type Jurisdiction } from './jurisdictions.js';
import { rateFieldsSchema } from './ifta-records.js';
import { quarterSchema } from './quarters.js';

export interface ImportedRate {
  jurisdiction: Jurisdiction;
  /** Dollars per gallon, canonical text at 4 places: "0.2850". */
  rate: string;
  surcharge: string;
}

export interface RateTableProblem {
  /** The line of the text (from 1) the problem is on. */
  line: number;
  message: string;
}

export interface RateTable {
  rates: ImportedRate[];
  problems: RateTableProblem[];
}

interface CsvRecord {
  line: number;
  cells: string[];
}

type Delimiter = '\t' | ';' | ',';

/**
 * The first line's delimiter: a tab or a semicolon wins over a comma, since a file split on those
 * may still hold commas (a decimal comma), while a comma-split file has no tabs or semicolons.
 */
function delimiterOf(text: string): Delimiter {
  const firstLine = text.split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  return (['\t', ';', ','] as const).find((d) => unquoted.includes(d)) ?? ',';
}

/**
 * RFC 4180 records, each with the line it starts on. A CR alone ends a line too (old Mac
 * spreadsheets), and a quoted field may hold delimiters, doubled quotes and line breaks. A quote
 * left open swallows the rest of the text: that record is not returned, only its line.
 */
function parseCsv(text: string, delimiter: Delimiter) {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    // A CRLF is one line break: its LF ends the line.
    if (ch === '\r' && text[i + 1] === '\n') continue;
    const lineBreak = ch === '\n' || ch === '\r';
    if (quoted) {
      if (ch !== '"') cell += lineBreak ? '\n' : ch;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (lineBreak) {
      records.push({ line: start, cells: [...cells, cell] });
      cells = [];
      cell = '';
      start = line + 1;
    } else {
      cell += ch;
    }
    if (lineBreak) line++;
  }
  if (!quoted) records.push({ line: start, cells: [...cells, cell] });
  return { records, unclosedAt: quoted ? start : null };
}

type Column = keyof ImportedRate;
interface Columns {
  jurisdiction: number;
  rate: number;
  surcharge: number | null;
}

const unheaded: Columns = { jurisdiction: 0, rate: 1, surcharge: 2 };

// Surcharge first: "Surcharge rate" names the surcharge, not the rate.
const headerWords: readonly (readonly [Column, RegExp])[] = [
  ['surcharge', /surcharge/i],
  ['jurisdiction', /jurisdiction|state|province|code|name/i],
  ['rate', /rate|tax/i],
];

/**
 * The columns a header row names, in whatever order it has them; null when the row is no header.
 * No jurisdiction's name holds these words, so a first line of rates is never taken for one.
 */
function headerColumns(cells: readonly string[]): Columns | null {
  const found: Partial<Record<Column, number>> = {};
  cells.forEach((cell, i) => {
    const column = headerWords.find(([, words]) => words.test(cell))?.[0];
    if (column && found[column] === undefined) found[column] = i;
  });
  if (found.jurisdiction === undefined || found.rate === undefined) return null;
  return { jurisdiction: found.jurisdiction, rate: found.rate, surcharge: found.surcharge ?? null };
}

/**
 * An amount as the rate schema reads it: "$0.285", "0,285" (a decimal comma), ".285" and
 * "0.285000" are all "0.285". Anything else is left for the schema to refuse.
 */
function amountText(cell: string): string {
  const text = cell
    .replace(/^\$\s*/, '')
    .replace(/^(\d*),(\d+)$/, '$1.$2')
    .replace(/^\./, '0.');
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

type LineRead = { rate: ImportedRate } | { problems: string[] };

function readLine(record: CsvRecord, columns: Columns, quarter: string): LineRead {
  const cellAt = (i: number | null) => (i === null ? '' : (record.cells[i] ?? '').trim());
  const named = cellAt(columns.jurisdiction);
  if (named === '') return { problems: ['no jurisdiction is given'] };
  const jurisdiction = jurisdictionCode(named) ?? jurisdictionByName(named);
  if (!jurisdiction) return { problems: [`${named} is not a US state or Canadian province`] };
  const rate = amountText(cellAt(columns.rate));
  if (rate === '') return { problems: [`${jurisdiction} has no rate`] };
  const surcharge = amountText(cellAt(columns.surcharge)) || undefined;
  const checked = rateFieldsSchema.safeParse({ quarter, jurisdiction, rate, surcharge });
  if (checked.success) {
    return { rate: { jurisdiction, rate: checked.data.rate, surcharge: checked.data.surcharge } };
  }
  return {
    problems: checked.error.issues.map((issue) => {
      const field = issue.path[0] === 'surcharge' ? 'surcharge' : 'rate';
      const typed = cellAt(columns[field]);
      return `${jurisdiction}'s ${field} "${typed}" is not valid: ${issue.message}`;
    }),
  };
}

/**
 * The quarter's rates from a CSV rate table: jurisdiction (code or name), rate, surcharge (may be
 * left out: 0), with or without a header row. Each line that cannot be imported is a problem
 * naming its line; a jurisdiction given twice keeps its last line, as a driver correcting a
 * pasted table adds the right line below. Throws for a quarter that is no quarter: that is the
 * caller's mistake, not the table's.
 */
export function parseRateTable(text: string, quarter: string): RateTable {
  if (!quarterSchema.safeParse(quarter).success) throw new RangeError(`Not a quarter: ${quarter}`);
  const body = text.replace(/^\uFEFF/, '');
  const { records, unclosedAt } = parseCsv(body, delimiterOf(body));
  const lines = records.filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  const header = lines[0] ? headerColumns(lines[0].cells) : null;
  const problems: RateTableProblem[] = [];
  const report = (line: number, message: string) =>
    problems.push({ line, message: `Line ${line}: ${message}` });
  const kept = new Map<Jurisdiction, { line: number; rate: ImportedRate }>();
  for (const record of header ? lines.slice(1) : lines) {
    const read = readLine(record, header ?? unheaded, quarter);
    if ('problems' in read) {
      for (const message of read.problems) report(record.line, message);
      continue;
    }
    const code = read.rate.jurisdiction;
    const earlier = kept.get(code);
    if (earlier)
      report(earlier.line, `${code} is given again on line ${record.line}, which is kept`);
    // Deleted first, so the rates come out in the order of the lines kept.
    kept.delete(code);
    kept.set(code, { line: record.line, rate: read.rate });
  }
  if (unclosedAt !== null) report(unclosedAt, 'a quote opens here and is never closed');
  problems.sort((a, b) => a.line - b.line);
  return { rates: [...kept.values()].map((k) => k.rate), problems };
}
