/**
 * Sending paperwork from the BOL dialog, with its toasts. Everything lands on the device and
 * queues; the server mails it once the device syncs. A refusal (an address not confirmed, the
 * daily limit) comes later from the sync engine under 'Failed to send paperwork'.
 */
import {
  newOfficeAddressSchema,
  paperworkMessages,
  type OfficeAddress,
  type PaperworkFormat,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { db } from '../../../data/db';
import { localFailureMessage } from '../../../data/localFailure';
import { paperworkWrites } from '../../../data/paperwork';
import { requestSync } from '../../../data/sync';
import { notifyError, notifySuccess } from '../../../ui/notify';

const writes = paperworkWrites(db, requestSync);

/** The new address's problems by field, or the address's fields when it is good. */
export function checkNewAddress(label: string, email: string) {
  const parsed = newOfficeAddressSchema.safeParse({ id: uuidv7(), label, email });
  if (parsed.success) return { ok: { label: parsed.data.label, email: parsed.data.email } };
  const errors: { label?: string; email?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'label' || field === 'email') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

export interface SendChoice {
  loadId: string;
  /** A saved address, or a new one to save first. */
  address: OfficeAddress | { label: string; email: string };
  /** The driver ticked that the address is right (needed once per address). */
  confirmed: boolean;
  documentIds: string[];
  format: PaperworkFormat;
}

/** A saved address the driver no longer wants (a typo, an old broker); its past sends stay. */
export async function forgetAddress(address: OfficeAddress): Promise<void> {
  try {
    await writes.deleteAddress(address.id);
    notifySuccess('Address removed', `Nothing more goes to ${address.email}.`);
  } catch (error) {
    notifyError('Failed to remove address', localFailureMessage(error, 'Please try again.'));
  }
}

/** Resolves to whether the send was queued. */
export async function sendPaperwork(choice: SendChoice): Promise<boolean> {
  try {
    const address =
      'id' in choice.address
        ? choice.address
        : await writes.addAddress(choice.address.label, choice.address.email);
    // Unticked, the send is still queued and the server refuses it: nothing goes unchecked.
    if (!address.confirmedAt && choice.confirmed) await writes.confirmAddress(address);
    await writes.send({ ...choice, address });
    notifySuccess('Paperwork queued', `It goes to ${address.email} as soon as this device syncs.`);
    return true;
  } catch (error) {
    console.error(paperworkMessages.failedTitle, error);
    notifyError(paperworkMessages.failedTitle, localFailureMessage(error, 'Please try again.'));
    return false;
  }
}
