/**
 * The driver's load actions with their toasts (docs/product.md §8). Writes go through the data layer, which
 * needs no network: a failure here is local (a stale button, a full or closed device database);
 * refusals from the server arrive later as toasts from the sync engine, under the same titles.
 */
import {
  loadStatusLabels,
  type CorrectedStatus,
  type DocumentKind,
  type Load,
  type LoadFormOutput,
} from '@haulbook/sync-protocol';
import { LoadActionError } from '../../data/loads';
import { documents, loads } from '../../data/sync';
import { preparePhotos } from '../documents/shrinkPhoto';
import { localToIso } from './loadFormat';
import { attempt as attemptWrite } from '../attempt';

const loadToasts = {
  added: 'Load Added Successfully',
  pickedUp: 'Load marked as picked up - fuel tracking is now active',
  delivered: 'Load marked as delivered successfully',
  cancelled: 'Load cancelled successfully',
  updated: 'Load updated successfully',
} as const;

const failureTitles = {
  add: 'Error Adding Load',
  pickUp: 'Failed to mark load as picked up',
  deliver: 'Failed to mark load as delivered',
  cancel: 'Failed to cancel load',
  edit: 'Failed to update load',
  correct: 'Failed to move load back',
} as const;

const addFallback = 'Failed to add load. Please try again.';

const attempt = (
  write: () => Promise<unknown>,
  success: string,
  failureTitle: string,
  fallback: string,
  undo?: () => void,
) =>
  attemptWrite(write, {
    success,
    failureTitle,
    fallback,
    ...(undo ? { undo } : {}),
    expected: (error) => error instanceof LoadActionError,
  });

/** The form's local dates become the ISO timestamps POST /api/loads takes (docs/product.md §5). */
const toLoadInput = (form: LoadFormOutput) => ({
  ...form,
  pickupDate: localToIso(form.pickupDate),
  deliveryDate: localToIso(form.deliveryDate),
});

const retry = 'Please try again.';

/** The driver's correction of a status, one step back (Undo, or the load's details). */
const correct = (load: Load, to: CorrectedStatus) =>
  attempt(
    () => loads.correctStatus(load.id, to),
    `Load moved back to ${loadStatusLabels[to]}`,
    failureTitles.correct,
    retry,
  );

export const loadCommands = {
  /**
   * Resolves to whether the load was saved, so the dialog knows to close. Its paperwork photos,
   * made smaller first, become its documents (of `kind`) in the same write.
   */
  add: (form: LoadFormOutput, photos: readonly File[] = [], kind?: DocumentKind) =>
    attempt(
      async () =>
        photos.length > 0
          ? documents.addLoadWithDocuments(toLoadInput(form), await preparePhotos(photos), kind)
          : loads.addLoad(toLoadInput(form)),
      loadToasts.added,
      failureTitles.add,
      addFallback,
    ),
  edit: (load: Load, form: LoadFormOutput) =>
    attempt(
      () => loads.editLoad(load.id, toLoadInput(form)),
      loadToasts.updated,
      failureTitles.edit,
      retry,
    ),
  /** Picked Up and Delivered can be undone from their toast: a correction, recorded and synced. */
  pickUp: (load: Load) =>
    attempt(
      () => loads.pickUp(load.id),
      loadToasts.pickedUp,
      failureTitles.pickUp,
      retry,
      () => void correct(load, 'pending'),
    ),
  deliver: (load: Load) =>
    attempt(
      () => loads.deliver(load.id),
      loadToasts.delivered,
      failureTitles.deliver,
      retry,
      () => void correct(load, 'picked_up'),
    ),
  correct: (load: Load, to: CorrectedStatus) => correct(load, to),
  cancel: (load: Load) =>
    attempt(() => loads.cancel(load.id), loadToasts.cancelled, failureTitles.cancel, retry),
  /** A cancel the carrier still pays for: `amount` when it is not the Pay Config's TONU. */
  cancelWithTonu: (load: Load, amount: string | undefined) =>
    attempt(
      () => loads.cancelWithTonu(load.id, amount ? { amount } : {}),
      loadToasts.cancelled,
      failureTitles.cancel,
      retry,
    ),
};
