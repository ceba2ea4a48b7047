/**
 * Bounds on the shape of a JSON body a client sends. JSON.parse reads a value nested 100,000
 * levels deep, but every recursive walk of it afterwards (a fingerprint, JSON.stringify, a log
 * line) overflows the stack: a 500 the device would retry for ever. No call Haulbook takes needs
 * more than a few levels or a few hundred values, so a body past these bounds is refused with 400
 * before anything walks it, and the check itself does not recurse.
 */
import { badRequest } from './errors.js';

export const maxJsonDepth = 32;
export const maxJsonValues = 10_000;

export const jsonTooDeep = `This request is nested too deeply (at most ${maxJsonDepth} levels)`;
export const jsonTooLarge = `This request holds too many values (at most ${maxJsonValues.toLocaleString('en-US')})`;

/** Throws 400 when `value` is nested deeper than maxJsonDepth or holds more than maxJsonValues. */
export function assertJsonShape(value: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let counted = 1;
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxJsonDepth) throw badRequest(jsonTooDeep);
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    counted += children.length;
    if (counted > maxJsonValues) throw badRequest(jsonTooLarge);
    for (const child of children) pending.push({ value: child, depth: next.depth + 1 });
  }
}
