/**
 * Loaded, empty and total miles in OCR lines: a figure after its label ('Loaded Miles: 1,245',
 * 'Deadhead 45', 'Total: 1,290'), or a grid whose header row names them and whose next row holds
 * the figures. OCR misreads digits as letters ('©' or 'O' for 0, 'l' for 1) only inside a figure.
 */
import { lookbehindOr, type ExtractedLoad } from '@haulbook/sync-protocol';
import { spanConfidence, type OcrLine } from './ocrLines';

type MilesKey = 'loadedMiles' | 'emptyMiles' | 'totalMiles';
type Miles = Pick<ExtractedLoad, MilesKey>;

const labels: [MilesKey, RegExp][] = [
  ['loadedMiles', /\bloaded(?:\s*mi(?:les)?)?\b/gi],
  ['emptyMiles', /\b(?:empty|em\w{2}y|dead\s?head|dh|unloaded)(?:\s*mi(?:les)?)?\b/gi],
  ['totalMiles', /\b(?:total(?:\s*mi(?:les)?)?|trip\s*miles)\b/gi],
];
/** 'Miles: 512' with no kind named: the loaded miles. */
const bareMiles = lookbehindOr(
  String.raw`(?<!loaded\s*|empty\s*|total\s*)\bmiles\b`,
  String.raw`\bmiles\b`,
  'gi',
);

/** A whole number of miles: '1,245', OCR's '1.245', or '845'; never money or a decimal. */
const figure =
  /^\s*[:.;=-]?\s*((?:[\dOo©Il|]{1,2}[,.][\dOo]{3})|[\dOo©Il|]{1,5})(?![\d,.]*\d|\s*%|\s*[.,]\d)/;

/** A figure as OCR printed it: letters it mistakes for digits are read back as digits. */
function readFigure(text: string): { miles: number; length: number } | undefined {
  const found = figure.exec(text);
  const match = found?.[1];
  if (!found || !match || !(/\d/.test(match) || /^[O©o]$/.test(match))) return undefined;
  const digits = match.replace(/[Oo©]/g, '0').replace(/[Il|]/g, '1').replace(/[,.]/g, '');
  const miles = Number(digits);
  if (!Number.isInteger(miles) || miles > 50_000) return undefined;
  return { miles, length: found[0].length };
}

function labelled(lines: OcrLine[]): Miles {
  const found: Miles = {};
  for (const line of lines) {
    const take = (key: MilesKey, pattern: RegExp, trust: number) => {
      for (const m of line.text.matchAll(pattern)) {
        if (found[key]) return;
        const after = m.index + m[0].length;
        const money = /\$\s*$/.test(line.text.slice(0, m.index));
        const read = money ? undefined : readFigure(line.text.slice(after));
        if (!read) continue;
        const confidence = spanConfidence(line, after, after + read.length) * trust;
        found[key] = { value: read.miles, confidence };
      }
    };
    for (const [key, pattern] of labels) take(key, pattern, 1);
    take('loadedMiles', bareMiles, 0.8);
  }
  return found;
}

const gridCell = /^(?:[\dOo©Il]{1,2}[,.][\dOo]{3}|[\dOo©Il]{1,5}|[-–—])$/;
/**
 * A table row's cells: OCR prints what is left of its rules as '|', '[' or ']', and a photo's
 * specks at either end of a row as stray letters, which are dropped.
 */
function cellsOf(text: string): string[] {
  const cells = text.split(/[\s|[\]]+/).filter(Boolean);
  const first = cells.findIndex((c) => gridCell.test(c));
  const last = cells.findLastIndex((c) => gridCell.test(c));
  return first < 0 ? [] : cells.slice(first, last + 1);
}

/** Rows a grid's figures may sit below its header: a speck on a line of its own comes between. */
const rowsBelow = 2;

/** The first line under the header at `at` whose cells are `count` figures, and those cells. */
function rowUnder(lines: OcrLine[], at: number, count: number) {
  for (const row of lines.slice(at + 1, at + 1 + rowsBelow)) {
    const cells = cellsOf(row.text);
    if (cells.length === count && cells.every((c) => gridCell.test(c))) return { row, cells };
  }
  return undefined;
}

/** A header row of labels only ('Loaded Empty Total') over a row of as many figures. */
function grid(lines: OcrLine[]): Miles {
  for (let i = 0; i < lines.length - 1; i++) {
    const header = lines[i]!.text;
    const keys = labels
      .flatMap(([key, pattern]) => [...header.matchAll(pattern)].map((m) => ({ key, at: m.index })))
      .sort((a, b) => a.at - b.at);
    const rest = labels.reduce((text, [, pattern]) => text.replace(pattern, ''), header);
    if (keys.length < 2 || /[\dA-Za-z]{2,}/.test(rest.replace(/\bmiles\b/gi, ''))) continue;
    const under = rowUnder(lines, i, keys.length);
    if (!under) continue;
    const { row, cells } = under;
    const found: Miles = {};
    let cursor = 0;
    keys.forEach(({ key }, column) => {
      const cell = cells[column]!;
      const at = row.text.indexOf(cell, cursor);
      cursor = at + cell.length;
      const read = readFigure(cell);
      if (read)
        found[key] = { value: read.miles, confidence: spanConfidence(row, at, cursor) * 0.9 };
    });
    return found;
  }
  return {};
}

/** The miles the lines state; labelled figures win over a grid's. */
export function findMiles(lines: OcrLine[]): Miles {
  return { ...grid(lines), ...labelled(lines) };
}
