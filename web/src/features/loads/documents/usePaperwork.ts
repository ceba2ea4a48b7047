/** The office addresses and a load's sends, straight from Dexie. */
import { useLiveQuery } from '../../../data/useLiveQuery';
import { db } from '../../../data/db';
import { loadSends, officeAddresses } from '../../../data/paperwork';
import { pendingRowIds } from '../../../data/sync/outbox';

export const useOfficeAddresses = () => useLiveQuery(() => officeAddresses(db), []);

/** A load's sends, newest first, with which still wait on this device for a connection. */
export function useLoadSends(loadId: string) {
  return useLiveQuery(async () => {
    const [sends, waiting] = await Promise.all([
      loadSends(db, loadId),
      pendingRowIds(db, 'paperworkSends'),
    ]);
    return sends.map((send) => ({ send, waiting: waiting.has(send.id) }));
  }, [loadId]);
}
