/**
 * Fill-up receipts in the paperwork viewer: the Receipt badge opens it on that receipt, with the
 * other receipts a swipe away. A receipt still waiting on this device opens with no signal. The
 * viewer (a full-screen modal with its scroll area) is a dialog of its own chunk, fetched at the
 * driver's first touch (lazyDialog), not evaluated while /fuel draws its first cards.
 */
import type { FuelEntry } from '@haulbook/sync-protocol';
import { useMemo, useState } from 'react';
import { db } from '../../../data/db';
import { receiptFile } from '../../../data/documents';
import type { DocumentViewerProps } from '../../documents/DocumentViewer';
import type { ViewerItem } from '../../documents/viewerItem';
import { formatFuelDay } from '../fuelFormat';
import type { QueuedFuel } from '../useFuel';
import { lazyDialog } from '../../../ui/lazyDialog';

const ReceiptsViewer = lazyDialog(() =>
  import('../../documents/DocumentViewer').then(({ DocumentViewer }) => {
    // Opened once mounted, so the viewer's transition plays the first time too.
    function OpenedViewer({ opened, start, ...rest }: DocumentViewerProps & { opened: boolean }) {
      return <DocumentViewer {...rest} start={opened ? start : null} />;
    }
    return OpenedViewer;
  }),
);

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
    viewer: (
      <ReceiptsViewer
        opened={start !== null}
        items={items}
        start={start}
        onClose={() => setStart(null)}
      />
    ),
  };
}
