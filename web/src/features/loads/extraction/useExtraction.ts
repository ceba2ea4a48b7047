/**
 * docs/product.md §4 Image extraction as state: idle, then extracting (with progress while the device reads),
 * then filled (the form gets the values) or error (a toast says why, and the driver can retry or
 * fill the form by hand).
 */
import { extractionMessages } from '@haulbook/sync-protocol';
import { useCallback, useState } from 'react';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { extractLoad, ExtractionError } from './extractLoad';
import { filledAnything, toFormFill, type FormFill } from './formFill';

export type ExtractionStatus = 'idle' | 'extracting' | 'filled' | 'error';

export interface Extraction {
  status: ExtractionStatus;
  /** 0 to 1 while the device reads; null while the webhook works (no progress to show). */
  progress: number | null;
  /** What the last extraction put into the form. */
  fill: FormFill | null;
  extract: (photos: File[]) => Promise<void>;
}

export const reviewHint = 'Check the fields marked below before you save.';

export function useExtraction(): Extraction {
  const [status, setStatus] = useState<ExtractionStatus>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const [fill, setFill] = useState<FormFill | null>(null);

  const extract = useCallback(async (photos: File[]) => {
    setStatus('extracting');
    setProgress(null);
    try {
      // The bar moves forward only, in whole percents: the engine reports far more often.
      const advance = (fraction: number) =>
        setProgress((shown) => Math.max(shown ?? 0, Math.floor(fraction * 100) / 100));
      const next = toFormFill(await extractLoad(photos, advance), new Date());
      if (!filledAnything(next)) throw new ExtractionError(extractionMessages.fallback);
      setFill(next);
      setStatus('filled');
      notifySuccess(extractionMessages.success, reviewHint);
    } catch (error) {
      setStatus('error');
      const message =
        error instanceof ExtractionError ? error.message : extractionMessages.fallback;
      notifyError(extractionMessages.failedTitle, message);
    }
  }, []);

  return { status, progress, fill, extract };
}
