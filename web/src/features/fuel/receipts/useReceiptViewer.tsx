/**
 * Fill-up receipts in the paperwork viewer: the Receipt badge opens it on that receipt, with the
 * other receipts a swipe away. A receipt still waiting on this device opens with no signal.
 */
import type { FuelEntry } from '@haulbook/sync-protocol';
import { useMemo, useState } from 'react';
import { db } from '../../../data/db';
import { receiptFile } from '../../../data/documents';
import { DocumentViewer } from '../../documents/DocumentViewer';
import type { ViewerItem } from '../../documents/viewerItem';
import { formatFuelDay } from '../fuelFormat';
import type { QueuedFuel } from '../useFuel';

export function useReceiptViewer(entries: readonly FuelEntry[], queued: QueuedFuel) {
  const [start, setStart] = useState<number | null>(null);
  const withReceipt = useMemo(
    () => entries.filter((e) => e.receiptUrl !== null || queued.receipts.has(e.id)),
    [entries, queued],
  );
  const items = useMemo(
    (): ViewerItem[] =>
      withReceipt.map((entry) => ({
        key: entry.id,
        name: `Receipt ${formatFuelDay(entry.date)}`,
        mimetype: '',
        waiting: queued.receipts.has(entry.id),
        load: () => receiptFile(db, entry),
      })),
    [withReceipt, queued],
  );
  return {
    has: (id: string) => withReceipt.some((e) => e.id === id),
    open: (id: string) => setStart(withReceipt.findIndex((e) => e.id === id)),
    viewer: <DocumentViewer items={items} start={start} onClose={() => setStart(null)} />,
  };
}
