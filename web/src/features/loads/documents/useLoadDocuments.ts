/** A load's paperwork as the BOL dialog and the viewer show it: straight from Dexie. */
import { documentFileName, type BolDocument } from '@haulbook/sync-protocol';
import { useLiveQuery } from '../../../data/useLiveQuery';
import { useMemo } from 'react';
import { db } from '../../../data/db';
import { documentFile, refusedDocuments } from '../../../data/documents';
import { pendingRowIds } from '../../../data/sync/outbox';
import type { ViewerItem } from '../../documents/viewerItem';

export interface LoadDocument {
  document: BolDocument;
  /** The server does not have its file yet: it waits on this device. */
  waiting: boolean;
  /** Why the server refused its upload: the file stays here, for Retry or Delete. */
  refused?: string;
  item: ViewerItem;
}

/** The load's documents, oldest first; undefined until the first read. */
export function useLoadDocuments(loadId: string | undefined): LoadDocument[] | undefined {
  const read = useLiveQuery(async () => {
    if (!loadId) return { documents: [], waiting: new Set<string>(), refused: new Map() };
    const [documents, waiting, refused] = await Promise.all([
      db.bolDocuments.where('loadId').equals(loadId).sortBy('uploadedAt'),
      // From the index alone: the queued entries themselves hold the files.
      pendingRowIds(db, 'bolDocuments'),
      refusedDocuments(db),
    ]);
    return { documents, waiting, refused };
  }, [loadId]);
  return useMemo(
    () =>
      read?.documents.map((document) => {
        const waiting = read.waiting.has(document.id);
        const refused = read.refused.get(document.id);
        return {
          document,
          waiting,
          ...(refused === undefined ? {} : { refused }),
          item: {
            key: document.id,
            name: documentFileName(document),
            mimetype: document.mimetype,
            waiting,
            load: () => documentFile(db, document),
          },
        };
      }),
    [read],
  );
}
