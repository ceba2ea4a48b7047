/**
 * The BOL dialog's actions with their toasts (docs/product.md §8 BOL). Adding needs no network: photos are
 * made smaller on the device and queued; a failure here is local. A refusal from the server comes
 * later from the sync engine, under 'Failed to upload BOL documents'.
 */
import {
  bolMessages,
  maxBolDocumentBytes,
  maxBolDocumentsPerLoad,
  type DocumentKind,
} from '@haulbook/sync-protocol';
import { serverMessage } from '../../../data/api';
import { db } from '../../../data/db';
import { localFailureMessage } from '../../../data/localFailure';
import { dropAnsweredOriginals, keepOriginals } from '../../../data/scanOriginals';
import { documents } from '../../../data/sync';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { joinToPdf } from '../../documents/joinToPdf';
import { shareOrDownload } from '../../documents/shareFile';
import { preparePhotos } from '../../documents/shrinkPhoto';
import { asFile, type ViewerItem } from '../../documents/viewerItem';

export const documentAccept = 'image/*,application/pdf';

/** Some phones give a file no type; then its name has to do (the server checks the bytes). */
const looksLikeDocument = (file: File) =>
  file.type.startsWith('image/') ||
  file.type === 'application/pdf' ||
  (file.type === '' && /\.(jpe?g|png|webp|heic|pdf)$/i.test(file.name));

/** Why these files cannot be added to a load holding `held` documents, or null. */
export function documentsProblem(files: readonly File[], held: number): string | null {
  if (!files.every(looksLikeDocument)) return bolMessages.type;
  if (held + files.length > maxBolDocumentsPerLoad) return bolMessages.perLoad;
  return null;
}

const added = (count: number) => (count === 1 ? 'Document added' : `${count} documents added`);

/** Resolves to whether the files were kept, so the dialog knows to clear its selection. */
export async function addDocuments(
  loadId: string,
  files: readonly File[],
  {
    held,
    keepOriginal,
    kind,
    scans = new Map(),
  }: {
    held: number;
    keepOriginal: boolean;
    kind: DocumentKind;
    /** The chosen photos to keep as their scans (scan/), each with the photo kept beside it. */
    scans?: ReadonlyMap<File, File>;
  },
): Promise<boolean> {
  const problem = documentsProblem(files, held);
  if (problem) {
    notifyError(bolMessages.uploadFailedTitle, problem);
    return false;
  }
  try {
    const prepared = await preparePhotos(files, keepOriginal, scans);
    if (prepared.some((file) => file.size > maxBolDocumentBytes)) {
      notifyError(bolMessages.uploadFailedTitle, bolMessages.size);
      return false;
    }
    const kept = await documents.addDocuments(loadId, prepared, kind);
    const originals = files.map((file) => (scans.has(file) ? file : undefined));
    // The photos are a safety net: a device too full for them must not undo the documents kept.
    await dropAnsweredOriginals(db)
      .then(() => keepOriginals(db, kept, originals))
      .catch(() => undefined);
    notifySuccess('Success', added(prepared.length));
    return true;
  } catch (error) {
    console.error(bolMessages.uploadFailedTitle, error);
    notifyError(
      bolMessages.uploadFailedTitle,
      localFailureMessage(error, bolMessages.uploadFailed),
    );
    return false;
  }
}

/** A refused document sent again; the sync engine tells how it went. */
export async function retryUpload(id: string): Promise<void> {
  try {
    await documents.retryUpload(id);
  } catch (error) {
    console.error(bolMessages.uploadFailedTitle, error);
    notifyError(
      bolMessages.uploadFailedTitle,
      localFailureMessage(error, bolMessages.uploadFailed),
    );
  }
}

/** The delete once its Undo time is over; false (the document shown again) if it could not be kept. */
export async function deleteDocument(id: string): Promise<boolean> {
  try {
    await documents.deleteDocument(id);
    return true;
  } catch (error) {
    console.error(bolMessages.deleteFailedTitle, error);
    notifyError(bolMessages.deleteFailedTitle, localFailureMessage(error, 'Please try again.'));
    return false;
  }
}

export async function shareDocument(item: ViewerItem): Promise<void> {
  try {
    await shareOrDownload(asFile(item, await item.load()));
  } catch (error) {
    notifyError(bolMessages.downloadFailed, serverMessage(error, 'Please try again.'));
  }
}

/** 'Send as one PDF': the load's paperwork joined on the device, then shared or downloaded. */
export async function sendAsOnePdf(title: string, items: readonly ViewerItem[]): Promise<void> {
  try {
    const files = await Promise.all(
      items.map(async (item) => ({ blob: await item.load(), mimetype: item.mimetype })),
    );
    const pdf = await joinToPdf(files);
    const name = `${title.replace(/[\\/:*?"<>|]+/g, '_')} paperwork.pdf`;
    await shareOrDownload(new File([pdf], name, { type: 'application/pdf' }));
  } catch (error) {
    notifyError(bolMessages.downloadFailed, serverMessage(error, 'Please try again.'));
  }
}
