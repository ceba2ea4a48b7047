/**
 * BOL documents on the server. An upload is one versioned write (sync/versioned-write.ts): its rows,
 * its version and its idempotency record commit together, its files are written inside it and
 * removed if it does not commit. The limits hold in that transaction, under the user's counter row
 * lock: 20 documents a load, and the driver's storage quota over every file they keep. A document
 * outlives its load (a cancelled load may still pay) until the driver deletes it.
 */
import {
  bolDocumentTypes,
  bolMessages,
  maxBolDocumentsPerLoad,
  type BolDocument,
  type BolUploadFields,
} from '@haulbook/sync-protocol';
import type { Selectable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/database.js';
import type { BolDocumentsTable } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isoNow } from '../../lib/tokens.js';
import type { SniffedFile, UserFiles } from '../../lib/user-files.js';
import { priorCreate } from '../../sync/create-once.js';
import { deleteOnce } from '../../sync/delete-once.js';
import { syncedRows } from '../../sync/synced-table.js';
import {
  versionedWrite,
  type Work,
  type WriteContext,
  type WriteResult,
} from '../../sync/versioned-write.js';
import { subscribersOnly } from '../subscription/gate.js';
import { bolRepository } from './bol.repository.js';

type BolRow = Selectable<BolDocumentsTable>;

export function toBolDocument(row: BolRow): BolDocument {
  return {
    id: row.id,
    loadId: row.loadId,
    kind: row.kind,
    filename: row.filename,
    originalName: row.originalName,
    mimetype: row.mimetype,
    size: row.size,
    uploadedAt: row.uploadedAt,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export interface UploadedFile {
  name: string;
  file: SniffedFile;
}

/** The display name a file came with, kept short and on one line. */
const cleanName = (name: string) =>
  [...name]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .slice(0, 200) || 'document';

export function bolService(db: Db, files: UserFiles) {
  const store = files.collection('bol', bolDocumentTypes);

  /** Checks both limits for `fresh` new files of a load, inside the write. */
  async function checkLimits(trx: Db, userId: string, loadId: string, fresh: UploadedFile[]) {
    if (fresh.length === 0) return;
    const count = await bolRepository(trx).countForLoad(userId, loadId);
    if (count + fresh.length > maxBolDocumentsPerLoad) throw badRequest(bolMessages.perLoad);
    // All of them before any is written, so the refusal says what was used before this upload.
    await files.ensureRoom(
      userId,
      fresh.reduce((sum, f) => sum + f.file.bytes.length, 0),
    );
  }

  /**
   * Adds documents to a load. Ids are client-made (an outbox entry made offline names its
   * document): one already stored for this driver is answered as it is, another driver's is a
   * clash. `saved` learns each file written, so the caller can remove them if nothing commits.
   */
  function add(userId: string, fields: BolUploadFields, uploads: UploadedFile[], saved: string[]) {
    return subscribersOnly(userId, async (trx, version): Promise<WriteResult> => {
      if (!(await bolRepository(trx).hasLoad(userId, fields.loadId)))
        throw notFound(bolMessages.loadNotFound);
      const rows = syncedRows(trx, 'bolDocuments');
      const documents: BolDocument[] = [];
      const fresh: { id: string; upload: UploadedFile }[] = [];
      for (const [i, upload] of uploads.entries()) {
        const id = fields.ids[i] ?? uuidv7();
        const earlier = await priorCreate(trx, 'bolDocuments', userId, id, {
          taken: 'A document with this id already exists',
          deleted: bolMessages.wasDeleted,
        });
        if (earlier) documents.push(toBolDocument(earlier));
        else fresh.push({ id, upload });
      }
      await checkLimits(
        trx,
        userId,
        fields.loadId,
        fresh.map((f) => f.upload),
      );
      const now = isoNow();
      for (const { id, upload } of fresh) {
        const file = await store.save(userId, id, upload.file);
        saved.push(file);
        const row: BolRow = {
          id,
          userId,
          loadId: fields.loadId,
          kind: fields.kind,
          version,
          filename: `${id}.${upload.file.ext}`,
          originalName: cleanName(upload.name),
          mimetype: upload.file.mime,
          size: upload.file.bytes.length,
          path: `bol/${userId}/${id}.${upload.file.ext}`,
          uploadedAt: now,
          createdAt: now,
          updatedAt: now,
        };
        await rows.insert(row);
        documents.push(toBolDocument(row));
      }
      return { statusCode: 201, body: { documents } };
    });
  }

  return {
    async upload(ctx: WriteContext, fields: BolUploadFields, uploads: UploadedFile[]) {
      if (uploads.length === 0) throw badRequest(bolMessages.noFiles);
      if (fields.ids.length > 0 && fields.ids.length !== uploads.length)
        throw badRequest('Send one id for each document');
      const saved: string[] = [];
      try {
        return await versionedWrite(db, ctx, add(ctx.userId, fields, uploads, saved));
      } catch (error) {
        for (const file of saved) await store.remove(file);
        throw error;
      }
    },
    /** A load's documents; a cancelled load's are still there, so the office can still have them. */
    async list(userId: string, loadId: string): Promise<BolDocument[]> {
      const repo = bolRepository(db);
      const documents = await repo.listForLoad(userId, loadId);
      if (documents.length === 0 && !(await repo.hasLoad(userId, loadId)))
        throw notFound(bolMessages.loadNotFound);
      return documents.map(toBolDocument);
    },
    /** One document, a wrong photo say: its row goes with a tombstone, its file with the clean-up. */
    remove:
      (userId: string, id: string): Work =>
      async (trx, version) => {
        if (!(await deleteOnce(trx, 'bolDocuments', userId, id, version)))
          throw notFound(bolMessages.notFound);
        return { statusCode: 200, body: { success: true, message: bolMessages.deleted } };
      },
    /** A document and its stored file, opened; undefined for anyone else's or a file gone. */
    async download(userId: string, id: string) {
      const row = await syncedRows(db, 'bolDocuments').find(userId, id);
      if (!row) return undefined;
      const body = await files.open(store.keyOf(userId, row.filename));
      return body && { body, document: toBolDocument(row) };
    },
  };
}
export type BolService = ReturnType<typeof bolService>;
