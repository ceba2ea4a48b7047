import { describe, expect, it } from 'vitest';
import { issueText } from './SegmentList';

describe('what the return asks the driver to fix', () => {
  it('names a stretch that ran into the next quarter, with its miles', () => {
    const issue = {
      kind: 'pastQuarter' as const,
      segmentIds: ['tx', 'ks'],
      miles: 1500,
      odometer: 100_000,
    };
    expect(issueText(issue, 'miles')).toBe(
      "The stretch from 100,000 mi ran into the next quarter: all its 1,500 mi count in this one. Record a state line for the same state at the quarter's last reading to split it",
    );
  });
});
