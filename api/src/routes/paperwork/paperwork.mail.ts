/**
 * A paperwork send as an email: composed by the mail queue after the write committed, from the
 * stored files (one PDF laid out by sync-protocol's joinPages, or each file as it is), with the load
 * number in the subject and the driver's address to reply to. Once it went the send is marked sent
 * under a new version, so every device of the driver sees when and to whom; a send that cannot
 * be composed or that the mail server kept refusing is marked failed with the reason.
 */
import { buffer } from 'node:stream/consumers';
import {
  documentFileName,
  documentKindOf,
  documentKindShort,
  joinableTypes,
  joinPages,
  paperworkLoadName,
  paperworkSubject,
  type BolDocument,
} from '@haulbook/sync-protocol';
import * as pdfLib from 'pdf-lib';
import type { Db } from '../../db/database.js';
import { escapeHtml } from '../../lib/html.js';
import { isoNow } from '../../lib/tokens.js';
import type { Attachment, Email } from '../../mail/mailer.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { syncRepository } from '../../sync/sync.repository.js';
import { syncedRows } from '../../sync/synced-table.js';
import type { BolService } from '../bol/bol.service.js';
import { paperworkMailKind, toPaperworkSend } from './paperwork.service.js';

/** Past this the office's mail server would likely refuse the email: ~25 MB, less the encoding. */
export const maxEmailBytes = 18 * 1024 * 1024;

export const sendFailures = {
  documentGone: 'A document was deleted before it could be sent',
  tooLarge: 'The documents are too large for one email; send fewer at a time',
  refused: (reason: string) => `The mail server kept refusing it (${reason})`,
};

class NotSendable extends Error {}

type Stored = { document: BolDocument; bytes: Buffer };

async function storedDocuments(bol: BolService, userId: string, ids: readonly string[]) {
  const stored: Stored[] = [];
  for (const id of ids) {
    const found = await bol.download(userId, id);
    if (!found) throw new NotSendable(sendFailures.documentGone);
    // A file that breaks off while read (the object store's connection reset) is still there:
    // the error goes to the mail queue, which tries again later, not to the driver as gone.
    stored.push({ document: found.document, bytes: await buffer(found.body) });
  }
  return stored;
}

const asAttachment = ({ document, bytes }: Stored): Attachment => ({
  filename: documentFileName(document),
  content: bytes,
  contentType: document.mimetype,
});

/** One PDF of every page a PDF can hold; a photo type it cannot (WebP, HEIC) goes beside it. */
async function attachments(stored: Stored[], format: string, name: string) {
  if (format === 'separate') return stored.map(asAttachment);
  const joinable = stored.filter((s) => joinableTypes.includes(s.document.mimetype));
  const others = stored.filter((s) => !joinableTypes.includes(s.document.mimetype));
  if (joinable.length === 0) return others.map(asAttachment);
  const pages = joinable.map((s) => ({ bytes: s.bytes, mimetype: s.document.mimetype }));
  const pdf: Attachment = {
    filename: `Load ${name.replace(/[\\/:*?"<>|\r\n]+/g, '_')} paperwork.pdf`,
    content: Buffer.from(await joinPages(pdfLib, pages)),
    contentType: 'application/pdf',
  };
  return [pdf, ...others.map(asAttachment)];
}

function body(to: string, kinds: string[], name: string, driver: string, replyTo: string) {
  const intro = `${driver} sent the paperwork for load ${name}: ${kinds.join(', ')}.`;
  const outro = `Reply to this email to reach ${driver} at ${replyTo}. Sent with Haulbook.`;
  return {
    to,
    replyTo,
    text: `${intro}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)}</p>`,
  };
}

export function paperworkMail(db: Db, bol: BolService) {
  /** Sets a queued send's outcome under a new version, so every device pulls it. */
  /** `failure` null: it went. */
  async function settle(userId: string, sendId: string, failure: string | null) {
    await db.transaction().execute(async (trx) => {
      const rows = syncedRows(trx, 'paperworkSends');
      const version = await syncRepository(trx).bumpVersion(userId);
      const row = await rows.find(userId, sendId);
      if (!row || row.status !== 'queued') return;
      const now = isoNow();
      const result = failure
        ? { status: 'failed', failure }
        : { status: 'sent', sentAt: now, failure: null };
      await rows.update(userId, sendId, { ...result, version, updatedAt: now });
    });
  }

  async function compose(address: string, payload: Record<string, string>): Promise<Email | null> {
    const { sendId = '', userId = '' } = payload;
    const row = await syncedRows(db, 'paperworkSends').find(userId, sendId);
    if (!row || row.status !== 'queued') return null;
    const send = toPaperworkSend(row);
    const [load, user] = await Promise.all([
      syncedRows(db, 'loads').find(userId, send.loadId),
      usersRepository(db).findById(userId),
    ]);
    if (!user) return null;
    try {
      const stored = await storedDocuments(bol, userId, send.documentIds);
      const name = load ? paperworkLoadName(load) : 'cancelled';
      const kinds = [...new Set(stored.map((s) => documentKindShort[documentKindOf(s.document)]))];
      const files = await attachments(stored, send.format, name);
      if (files.reduce((sum, f) => sum + f.content.length, 0) > maxEmailBytes)
        throw new NotSendable(sendFailures.tooLarge);
      const subject = load ? paperworkSubject(load, kinds) : `Load paperwork (${kinds.join(', ')})`;
      const driver = user.displayName?.trim() || user.email;
      return { ...body(address, kinds, name, driver, user.email), subject, attachments: files };
    } catch (error) {
      if (!(error instanceof NotSendable)) throw error;
      await settle(userId, sendId, error.message);
      return null;
    }
  }

  return {
    register(mailQueue: MailQueue) {
      mailQueue.register(paperworkMailKind, compose, {
        sent: ({ sendId = '', userId = '' }) => settle(userId, sendId, null),
        dropped: ({ sendId = '', userId = '' }, reason) =>
          settle(userId, sendId, sendFailures.refused(reason)),
      });
    },
  };
}
