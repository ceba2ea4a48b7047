/** A table as CSV (RFC 4180): a header of every field any row has, nested values as JSON. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [
    columns.map(cell).join(','),
    ...rows.map((r) => columns.map((c) => cell(r[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
