/**
 * BOL documents (docs/product.md §2 BOL Documents, §3 bol_documents, §7 Loads and documents, §8 BOL): the
 * paperwork a driver is paid on, kept per load. The limits and texts both sides use.
 */
import * as z from 'zod/mini';
import { storageAmount } from './storage.js';
import { deferred } from './deferred.js';

/** At most 10 MB a file and 20 files a load: a phone photo or a scanned PDF fits many times over. */
export const maxBolDocumentBytes = 10 * 1024 * 1024;
export const maxBolDocumentsPerLoad = 20;
/** What a driver may keep on the server (documents and receipts together) unless configured. */
export const defaultStorageQuotaBytes = 2 * 1024 * 1024 * 1024;

/** Types read from the file's bytes, and the extension each is stored under. */
export const bolDocumentTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
} as const;
export type BolDocumentType = keyof typeof bolDocumentTypes;

/** What a page of paperwork is: chosen at capture, shown on its thumbnail, filtered by. */
export const documentKinds = [
  'bill_of_lading',
  'proof_of_delivery',
  'rate_confirmation',
  'lumper_receipt',
  'scale_ticket',
  'other',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentKindLabels: Record<DocumentKind, string> = {
  bill_of_lading: 'Bill of lading',
  proof_of_delivery: 'Proof of delivery',
  rate_confirmation: 'Rate confirmation',
  lumper_receipt: 'Lumper receipt',
  scale_ticket: 'Scale ticket',
  other: 'Other',
};

/** As a load card and a thumbnail name them, where room is short. */
export const documentKindShort: Record<DocumentKind, string> = {
  bill_of_lading: 'BOL',
  proof_of_delivery: 'POD',
  rate_confirmation: 'Rate con',
  lumper_receipt: 'Lumper',
  scale_ticket: 'Scale',
  other: 'Other',
};

/**
 * A stored document's kind. Documents kept before kinds existed were all BOLs; a kind a newer
 * release added reads as 'other' until this device updates.
 */
export const documentKindOf = (doc: { kind?: string }): DocumentKind =>
  doc.kind === undefined
    ? 'bill_of_lading'
    : (documentKinds as readonly string[]).includes(doc.kind)
      ? (doc.kind as DocumentKind)
      : 'other';

export const bolMessages = {
  uploadFailedTitle: 'Failed to upload BOL documents',
  deleteFailedTitle: 'Failed to delete document',
  uploadFailed: 'Upload failed',
  downloadFailed: 'Failed to download document',
  downloadStarted: 'Document download started',
  shared: 'Document shared successfully',
  noDocuments: 'No documents uploaded yet',
  type: 'Please select image or PDF files.',
  size: 'Each file must be smaller than 10MB.',
  perLoad: `A load can hold at most ${maxBolDocumentsPerLoad} documents.`,
  noFiles: 'Choose at least one file to upload',
  loadNotFound: 'Load not found',
  notFound: 'Document not found',
  deleted: 'Document deleted',
  wasDeleted: 'This document was deleted',
  kind: 'Choose what kind of document this is',
  /** On a document the server would not take, kept on the device with Retry and Delete. */
  refused: 'Refused by the server',
} as const;

/** The refusal a driver reads when their storage is full: what is used and what the limit is. */
export const storageFullMessage = (usedBytes: number, quotaBytes: number) =>
  `Your storage is full: your documents, receipts and photos use ${storageAmount(usedBytes)} ` +
  `of your ${storageAmount(quotaBytes)}, so this file was not kept.`;

export const bolDocumentSchema = deferred(() =>
  z.object({
    id: z.string(),
    loadId: z.string(),
    /** A DocumentKind; read with documentKindOf, so a newer release's kind does not break a pull. */
    kind: z.string(),
    /** The stored name: the document's id and the extension of its type. */
    filename: z.string(),
    originalName: z.string(),
    mimetype: z.string(),
    size: z.number(),
    uploadedAt: z.string(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type BolDocument = z.infer<typeof bolDocumentSchema>;

/**
 * The text fields of POST /api/bol-documents/upload; `ids` names each file, in order, and `kind`
 * is what they all are (a bill of lading unless said).
 */
export const bolUploadFieldsSchema = deferred(() =>
  z.object({
    loadId: z
      .string({ error: bolMessages.loadNotFound })
      .check(z.minLength(1, bolMessages.loadNotFound), z.maxLength(64)),
    ids: z
      .array(z.uuid({ error: 'A document needs an id' }))
      .check(z.maxLength(maxBolDocumentsPerLoad)),
    kind: z._default(z.enum(documentKinds, { error: bolMessages.kind }), 'bill_of_lading'),
  }),
);
export type BolUploadFields = z.infer<typeof bolUploadFieldsSchema>;

export const bolUploadResponseSchema = deferred(() =>
  z.object({ documents: z.array(bolDocumentSchema) }),
);

export const bolDownloadPath = (id: string) => `/api/bol-documents/${id}/download`;

/** The name shown and given to a downloaded file: the driver's own, with a safe extension. */
export function documentFileName(doc: Pick<BolDocument, 'originalName' | 'filename'>): string {
  const ext = doc.filename.slice(doc.filename.lastIndexOf('.'));
  const base = doc.originalName.replace(/[\\/:*?"<>|\r\n]+/g, '_').trim() || 'document';
  return base.toLowerCase().endsWith(ext) ? base : `${base.replace(/\.[^.]*$/, '')}${ext}`;
}
