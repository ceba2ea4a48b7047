/**
 * The driver's pay actions with their toasts (docs/product.md §8). Writes land on the device and need no
 * network; what the server later refuses comes back as a toast from the sync engine under the same
 * title. A form's own validation failure is shown with docs/product.md §8's title here.
 */
import {
  addBonusTierFailed,
  payMessages,
  type NewBonusTier,
  type NewPayTier,
  type PayConfigUpdate,
  type PayTierBody,
  type PayType,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { pay } from '../../data/sync';
import { notifyError } from '../../ui/notify';
import { attempt as attemptWrite } from '../attempt';

const attempt = (write: () => Promise<unknown>, success: string, failureTitle: string) =>
  attemptWrite(write, { success, failureTitle });

export const savePayConfig = (
  userId: string,
  update: PayConfigUpdate,
  failureTitle: string = payMessages.updatePayPeriodFailed,
) =>
  attempt(
    () => pay.updatePayConfig(userId, update, failureTitle),
    'Pay settings saved',
    failureTitle,
  );

export const addPayTier = (tier: NewPayTier & { id: string }, payType: PayType) =>
  attempt(() => pay.addPayTier(tier, payType), 'Pay tier added', payMessages.addPayTierFailed);

export const updatePayTier = (id: string, tier: PayTierBody) =>
  attempt(() => pay.updatePayTier(id, tier), 'Pay tier updated', payMessages.updatePayTierFailed);

export const deletePayTier = (id: string) =>
  attempt(() => pay.deletePayTier(id), 'Pay tier deleted', payMessages.deletePayTierFailed);

export const addBonusTier = (tier: NewBonusTier) =>
  attempt(
    () => pay.addBonusTier({ ...tier, id: tier.id ?? uuidv7() }),
    'Bonus tier added',
    addBonusTierFailed('Please try again.'),
  );

export const deleteBonusTier = (id: string) =>
  attempt(() => pay.deleteBonusTier(id), 'Bonus tier deleted', 'Failed to delete bonus tier');

/** docs/product.md §8's title for a form the rules refuse, with the rule's message. */
export const tierRefused = (title: string, message: string) => notifyError(title, message);
