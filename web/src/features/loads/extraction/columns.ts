/**
 * Which column a value sits in, by where it starts across the page. A dispatch sheet or a bill of
 * lading prints pickup and delivery side by side under their headers; photographed at an angle,
 * the OCR's lines no longer run straight across both boxes (a header split in two, one box's city
 * read before the other's), so the order of the text cannot tell the columns apart, but the
 * words' places on the page can.
 */
export type Role = 'pickup' | 'delivery';

/** A header word naming a role, and where it starts across the page when the OCR says. */
export interface HeaderRole {
  role: Role;
  left: number | undefined;
}

const other = (role: Role): Role => (role === 'pickup' ? 'delivery' : 'pickup');

/** A value this share of the headers' spread left of a header's start still sits under it. */
const slack = 0.15;

/** Under headers of both roles: the role of the rightmost header starting at or left of `left`. */
function columnAt(header: { role: Role; left: number }[], left: number): Role {
  const sorted = [...header].sort((a, b) => a.left - b.left);
  const spread = sorted[sorted.length - 1]!.left - sorted[0]!.left;
  const under = sorted.filter((h) => h.left <= left + slack * spread);
  return (under[under.length - 1] ?? sorted[0]!).role;
}

/**
 * The role of the `column`th value of a line whose values start at `lefts`, under `header`; none
 * when the places are unknown or do not tell. Under a header naming one role (its other half
 * misread), the value nearest that header takes it and the line's other values the other role.
 */
export function roleByPlace(
  header: HeaderRole[],
  lefts: (number | undefined)[],
  column: number,
): Role | undefined {
  const left = lefts[column];
  const placed = header.filter((h): h is { role: Role; left: number } => h.left !== undefined);
  if (left === undefined || !placed.length || placed.length < header.length) return undefined;
  if (new Set(placed.map((h) => h.role)).size > 1) return columnAt(placed, left);
  const known = lefts.filter((l): l is number => l !== undefined);
  if (known.length < 2 || known.length < lefts.length) return undefined;
  const { role, left: start } = placed[0]!;
  const distance = (l: number) => Math.abs(l - start);
  const nearest = Math.min(...known.map(distance));
  return distance(left) === nearest ? role : other(role);
}
