import { describe, expect, it } from 'vitest';
import { lookbehindOr } from './lookbehind.js';

describe('a pattern with lookbehind', () => {
  it('is the pattern itself where the engine reads lookbehind', () => {
    const pattern = lookbehindOr(String.raw`(?<!\$)\b\d+`, String.raw`\b\d+`, 'g');
    expect('$12 and 34'.match(pattern)).toEqual(['34']);
  });

  it('is the plain pattern where the engine cannot read the source (Safari before 16.4)', () => {
    // An unreadable source stands in for lookbehind in an engine that has none.
    const pattern = lookbehindOr(String.raw`(?<!\$`, String.raw`\b\d+`, 'g');
    expect('$12 and 34'.match(pattern)).toEqual(['12', '34']);
  });
});
