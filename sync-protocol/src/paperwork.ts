/**
 * Sending a load's paperwork to the office: the addresses a driver saves once (dispatch, a broker,
 * a factoring company), each confirmed by the driver before anything goes to it, and each send,
 * queued on the device like any write and mailed by the server as one PDF or as the files.
 */
import * as z from 'zod/mini';
import { emailField } from './auth.js';
import { maxBolDocumentsPerLoad } from './bol.js';
import { deferred } from './deferred.js';

export const maxOfficeAddresses = 10;
/** Sends a driver may make in any 24 hours: a busy day is a handful, so this only stops a runaway. */
export const maxPaperworkSendsPerDay = 20;
export const maxOfficeLabel = 60;

export const paperworkFormats = ['one_pdf', 'separate'] as const;
export type PaperworkFormat = (typeof paperworkFormats)[number];
export const paperworkFormatLabels: Record<PaperworkFormat, string> = {
  one_pdf: 'One PDF',
  separate: 'Separate files',
};

/** queued: on the server, waiting for the mail to go; sent; failed: the mail server kept refusing. */
export const paperworkSendStatuses = ['queued', 'sent', 'failed'] as const;
export type PaperworkSendStatus = (typeof paperworkSendStatuses)[number];

export const paperworkMessages = {
  labelRequired: 'Name this address: Dispatch, Broker, Factoring...',
  labelTooLong: `The name must be at most ${maxOfficeLabel} characters`,
  emailInvalid: 'Enter a valid email address',
  tooManyAddresses: `You can keep at most ${maxOfficeAddresses} office addresses`,
  addressTaken: 'An office address with this id already exists',
  addressNotFound: 'Office address not found',
  addressWasDeleted: 'This office address was deleted',
  confirmMismatch: 'This is not the address you saved; check it and confirm again',
  notConfirmed: 'Confirm this address before sending paperwork to it',
  chooseDocuments: 'Choose at least one document to send',
  documentNotFound: 'A chosen document is not with this load any more',
  loadNotFound: 'Load not found',
  sendTaken: 'A send with this id already exists',
  tooManySends: `You can send paperwork ${maxPaperworkSendsPerDay} times a day; try again tomorrow`,
  failedTitle: 'Failed to send paperwork',
  addFailedTitle: 'Failed to save office address',
} as const;

const label = () =>
  z
    .string({ error: paperworkMessages.labelRequired })
    .check(
      z.trim(),
      z.minLength(1, paperworkMessages.labelRequired),
      z.maxLength(maxOfficeLabel, paperworkMessages.labelTooLong),
    );

/** POST /api/office-addresses: a name for it and the address, saved unconfirmed. */
export const newOfficeAddressSchema = deferred(() =>
  z.object({
    id: z.uuid({ error: 'An office address needs an id' }),
    label: label(),
    email: emailField(paperworkMessages.emailInvalid),
  }),
);
export type NewOfficeAddress = z.output<typeof newOfficeAddressSchema>;

/**
 * POST /api/office-addresses/{id}/confirm: the address as the driver read it back. It must be the
 * one saved, so a confirm can only ever vouch for what the driver saw.
 */
export const confirmOfficeAddressSchema = deferred(() =>
  z.object({ email: emailField(paperworkMessages.emailInvalid) }),
);

export const officeAddressSchema = deferred(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    email: z.string(),
    /** When the driver confirmed it; null: nothing is sent to it yet. */
    confirmedAt: z.nullable(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type OfficeAddress = z.infer<typeof officeAddressSchema>;

/** POST /api/loads/{id}/paperwork: which of the load's documents go, to which address, and how. */
export const newPaperworkSendSchema = deferred(() =>
  z.object({
    id: z.uuid({ error: 'A send needs an id' }),
    addressId: z.uuid({ error: paperworkMessages.addressNotFound }),
    documentIds: z
      .array(z.uuid({ error: paperworkMessages.documentNotFound }))
      .check(
        z.minLength(1, paperworkMessages.chooseDocuments),
        z.maxLength(maxBolDocumentsPerLoad, paperworkMessages.documentNotFound),
      ),
    format: z._default(z.enum(paperworkFormats), 'one_pdf'),
  }),
);
export type NewPaperworkSend = z.output<typeof newPaperworkSendSchema>;

export const paperworkSendSchema = deferred(() =>
  z.object({
    id: z.string(),
    loadId: z.string(),
    addressId: z.string(),
    /** The address's name and email when it was sent: the record outlives the address. */
    label: z.string(),
    email: z.string(),
    documentIds: z.array(z.string()),
    format: z.string(),
    /** A PaperworkSendStatus; a newer release's status reads as queued. */
    status: z.string(),
    sentAt: z.nullable(z.string()),
    failure: z.nullable(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type PaperworkSend = z.infer<typeof paperworkSendSchema>;

export interface PaperworkLoad {
  loadNumber: string | null;
  pickupCity: string;
  deliveryCity: string;
  deliveryDate: string;
}

/** What the load is called in the subject: its number, else where it went and when. */
export const paperworkLoadName = (load: PaperworkLoad): string =>
  load.loadNumber?.trim()
    ? load.loadNumber.trim()
    : `${load.pickupCity} to ${load.deliveryCity}, ${load.deliveryDate}`;

/** The email's subject, with the load number first so the office can file it. */
export const paperworkSubject = (load: PaperworkLoad, kinds: readonly string[]): string =>
  `Load ${paperworkLoadName(load)}: paperwork${kinds.length ? ` (${kinds.join(', ')})` : ''}`;
