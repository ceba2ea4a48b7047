/**
 * What Export Data and Import Data tell the driver, in plain words: what went in or came back,
 * and each file or record left out with the reason, so nothing is ever dropped without a word.
 */
import type { ExportResult } from './export';
import { offlineReason } from './exportFiles';
import { manifestName } from './format';
import type { ImportSummary } from './import';

/** "1 file", "3 files". */
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Files named one by one in the export's message; the manifest lists every one. */
const namedFiles = 5;

export function describeExport({ included, missing }: ExportResult): string {
  const files = included > 0 ? ` with ${count(included, 'file')}` : '';
  const done = `Your export has been downloaded${files}.`;
  if (missing.length === 0) return done;
  const named = missing.slice(0, namedFiles).map((file) => `${file.label} (${file.reason})`);
  const rest = missing.length - named.length;
  const more = rest > 0 ? `; and ${rest} more, listed in ${manifestName}` : '';
  const again = missing.some((file) => file.reason === offlineReason)
    ? ' Export again when online to include them.'
    : '';
  return `${done} ${count(missing.length, 'file')} could not be included: ${named.join('; ')}${more}.${again}`;
}

/** "not a photo or PDF", or "2 not a photo or PDF, 1 over 5 MB" when the reasons differ. */
function reasons(list: readonly string[]): string {
  const tally = new Map<string, number>();
  for (const reason of list) tally.set(reason, (tally.get(reason) ?? 0) + 1);
  if (tally.size === 1) return list[0]!;
  return [...tally].map(([reason, n]) => `${n} ${reason}`).join(', ');
}

/** "8 records and 3 files added", "1 file added", "Nothing added". */
function added(records: number, files: number): string {
  const what = [records > 0 && count(records, 'record'), files > 0 && count(files, 'file')];
  const named = what.filter(Boolean);
  return named.length > 0 ? `${named.join(' and ')} added` : 'Nothing added';
}

/** "8 records and 3 files added; 2 records already here; 1 file skipped: not a photo or PDF." */
export function describeImport(summary: ImportSummary): string {
  const { skipped, filesAdded, filesSkipped, leftOut, invalid, unsupported } = summary;
  const records = Object.values(summary.imported).reduce((a, b) => a + b, 0);
  const parts = [
    added(records, filesAdded),
    skipped > 0 && `${count(skipped, 'record')} already here`,
    filesSkipped.length > 0 &&
      `${count(filesSkipped.length, 'file')} skipped: ${reasons(filesSkipped)}`,
    leftOut > 0 &&
      `${count(leftOut, 'document')} left out without ${leftOut === 1 ? 'its file' : 'their files'}`,
    invalid > 0 && `${count(invalid, 'record')} could not be read`,
    unsupported.length > 0 &&
      `${count(unsupported.length, 'kind')} of record this version cannot bring back`,
  ].filter(Boolean);
  const sync = records > 0 ? ' They sync when online.' : '';
  return `${parts.join('; ')}.${sync}`;
}
