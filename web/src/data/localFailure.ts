/** What to tell a driver when a write on this device failed before any network was involved. */
import { FuelActionError } from './fuel';
import { LoadActionError } from './loads';

/** Dexie reports a write refused at commit (a full disk) as an abort carrying the cause. */
const innerName = (error: unknown): string | undefined =>
  (error as { inner?: { name?: unknown } } | null)?.inner?.name as string | undefined;

export function localFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof LoadActionError || error instanceof FuelActionError) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError' || innerName(error) === 'QuotaExceededError')
    return 'This device is out of storage space. Free some space and try again.';
  if (name === 'DatabaseClosedError')
    return 'Saved data is unavailable. Reload the app and try again.';
  return fallback;
}
