/** IFTA's writes with their toasts; failures here are local (the server's come as toasts later). */
import type { RateFields, SegmentFields } from '@haulbook/sync-protocol';
import type { StateLine } from '../../data/ifta';
import { db } from '../../data/db';
import { iftaWrites } from '../../data/ifta';
import { requestSync } from '../../data/sync';
import { attempt } from '../attempt';

const ifta = iftaWrites(db, requestSync);

export const iftaCommands = {
  crossStateLine: (line: StateLine) =>
    attempt(() => ifta.crossStateLine(line), {
      failureTitle: 'Failed to record the state line',
      success: `Entered ${line.jurisdiction} at ${line.odometer.toLocaleString('en-US')}`,
    }),
  addSegments: (segments: SegmentFields[]) =>
    attempt(
      async () => {
        for (const s of segments) await ifta.addSegment(s);
      },
      { failureTitle: 'Failed to add miles', success: 'Miles added' },
    ),
  deleteSegment: (id: string) =>
    attempt(() => ifta.deleteSegment(id), { failureTitle: 'Failed to delete miles' }),
  /** The quarter's rates as the list now reads: those left out of it are deleted. */
  saveRates: (rates: RateFields[], leftOut: readonly string[]) =>
    attempt(
      async () => {
        for (const r of rates) await ifta.saveRate(r);
        for (const id of leftOut) await ifta.deleteRate(id);
      },
      {
        failureTitle: 'Failed to save rates',
        success: rates.length === 1 ? 'Rate saved' : `${rates.length} rates saved`,
      },
    ),
};
