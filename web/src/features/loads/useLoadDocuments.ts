/** A load's paperwork as the BOL dialog and the viewer show it: straight from Dexie. */
import { documentFileName, type BolDocument } from '@haulbook/sync-protocol';
import Dexie from 'dexie';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useMemo } from 'react';
import { db } from '../../data/db';
import { documentFile } from '../../data/documents';
import type { ViewerItem } from '../documents/viewerItem';

export interface LoadDocument {
  document: BolDocument;
  /** The server does not have its file yet: it waits on this device. */
  waiting: boolean;
  item: ViewerItem;
}

/** The load's documents, oldest first; undefined until the first read. */
export function useLoadDocuments(loadId: string | undefined): LoadDocument[] | undefined {
  const read = useLiveQuery(async () => {
    if (!loadId) return { documents: [], waiting: new Set<string>() };
    const [documents, queued] = await Promise.all([
      db.bolDocuments.where('loadId').equals(loadId).sortBy('uploadedAt'),
      db.outbox
        .where('[table+rowId]')
        .between(['bolDocuments', Dexie.minKey], ['bolDocuments', Dexie.maxKey])
        .toArray(),
    ]);
    return { documents, waiting: new Set(queued.map((e) => e.rowId)) };
  }, [loadId]);
  return useMemo(
    () =>
      read?.documents.map((document) => {
        const waiting = read.waiting.has(document.id);
        return {
          document,
          waiting,
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
