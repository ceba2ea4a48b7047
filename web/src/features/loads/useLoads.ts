/**
 * The screen's reads: straight from Dexie, so a write shows the moment its transaction commits.
 * Each reads only what the screen shows (data/loadList.ts), never every load on the device.
 */
import { documentKindOf, type DocumentKind, type Load } from '@haulbook/sync-protocol';
import { useLiveQuery } from '../../data/useLiveQuery';
import { db } from '../../data/db';
import { readLoadsScreen, type LoadFilter, type LoadsScreen } from '../../data/loadList';
import { useAuth } from '../../data/session/useAuth';
import { keptRefusals, pendingFor, pendingRowIds } from '../../data/sync/outbox';
import { readWeekSettings } from '../../data/weekSettings';

/** What /loads shows (counters, filter counts, the first `size` cards); undefined until read. */
export function useLoadsScreen(list: {
  filter: LoadFilter;
  query: string;
  size: number;
}): LoadsScreen | undefined {
  const { user } = useAuth();
  const account = user && { payPeriodStartDay: user.payPeriodStartDay, timeZone: user.timeZone };
  const { filter, query, size } = list;
  return useLiveQuery(
    () => readLoadsScreen(db, { filter, query, size }, readWeekSettings(db, account)),
    [filter, query, size, account?.payPeriodStartDay, account?.timeZone],
  );
}

/** The load as the device holds it now, so a dialog shows each change; as opened once it is gone. */
export function useCurrentLoad(load: Load | null): Load | null {
  const id = load?.id;
  const stored = useLiveQuery(async () => (id ? await db.loads.get(id) : undefined), [id]);
  return stored && stored.id === id ? stored : load;
}

const noneWaiting: ReadonlySet<string> = new Set();

/** The loads whose changes the server has not taken yet, read once for the whole list. */
export function useLoadsWaitingToSync(): ReadonlySet<string> {
  return useLiveQuery(() => pendingRowIds(db, 'loads'), []) ?? noneWaiting;
}

/**
 * The kinds of paperwork each listed load has, read once for the whole list. A document the server
 * refused, kept here for Retry, is not paperwork the office has: it marks nothing.
 */
export type LoadPaperwork = ReadonlyMap<string, ReadonlySet<DocumentKind>>;

const noPaperwork: LoadPaperwork = new Map();

export function useLoadsPaperwork(loads: readonly Load[]): LoadPaperwork {
  const ids = loads.map((l) => l.id).join(',');
  return (
    useLiveQuery(async () => {
      const kinds = new Map<string, Set<DocumentKind>>();
      const [documents, refused] = await Promise.all([
        db.bolDocuments.where('loadId').anyOf(ids.split(',')).toArray(),
        keptRefusals(db, 'bolDocuments'),
      ]);
      const refusedIds = new Set(refused.map((r) => r.rowId));
      for (const doc of documents) {
        if (refusedIds.has(doc.id)) continue;
        const held = kinds.get(doc.loadId) ?? new Set<DocumentKind>();
        kinds.set(doc.loadId, held.add(documentKindOf(doc)));
      }
      return kinds;
    }, [ids]) ?? noPaperwork
  );
}

/** How many documents a load has on this device; undefined until counted for this load. */
export function useDocumentCount(loadId: string | undefined): number | undefined {
  const read = useLiveQuery(
    async () => ({
      loadId,
      count: loadId ? await db.bolDocuments.where('loadId').equals(loadId).count() : 0,
    }),
    [loadId],
  );
  return read?.loadId === loadId ? read?.count : undefined;
}

/** True while the outbox still holds a change to this load that the server has not taken. */
export function useWaitingToSync(loadId: string): boolean {
  const count = useLiveQuery(() => pendingFor(db, 'loads', loadId).count(), [loadId]);
  return (count ?? 0) > 0;
}
