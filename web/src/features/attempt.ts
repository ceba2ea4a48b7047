/**
 * A driver's write from a screen, with its toasts: "Success" and what was saved (with Undo when
 * there is one), or the failure's title and what went wrong. A failure here is the device's own
 * (the server's refusals come later, as the sync's toasts). Resolves to whether it was saved, so a
 * dialog knows to close.
 */
import { localFailureMessage } from '../data/localFailure';
import { notifyError, notifySuccess, notifySuccessWithUndo } from '../ui/notify';

export interface AttemptToasts {
  /** Said on success; nothing is said when left out. */
  success?: string;
  failureTitle: string;
  /** Said when the error has no words a driver can use. */
  fallback?: string;
  undo?: () => void;
  /** A refusal the screen expected (not a fault): shown, but not logged as an error. */
  expected?: (error: unknown) => boolean;
}

export async function attempt(write: () => Promise<unknown>, toasts: AttemptToasts) {
  const { success, failureTitle, fallback = 'Please try again.', undo, expected } = toasts;
  try {
    await write();
    if (success && undo) notifySuccessWithUndo('Success', success, undo);
    else if (success) notifySuccess('Success', success);
    return true;
  } catch (error) {
    if (!expected?.(error)) console.error(failureTitle, error);
    notifyError(failureTitle, localFailureMessage(error, fallback));
    return false;
  }
}
