/**
 * Changes the server keeps failing on (data/sync/outbox.ts, isStuck), named in the driver's words
 * with the reason, and the two ways out: Retry, or Discard after a confirmation (the change is only
 * on this device, so discarding it is for good). Everything else keeps syncing meanwhile. The panel
 * and its dialog load only when a change is stuck, which on most days is never.
 */
import { lazy } from 'react';
import { useStuckChanges } from '../../../data/sync/useSync';
import { OptionalPart } from '../../../ui/OptionalPart';

const StuckChangesPanel = lazy(() => import('./StuckChangesPanel'));

export function StuckChanges() {
  const stuckChanges = useStuckChanges();
  if (stuckChanges.stuck.length === 0) return null;
  return (
    <OptionalPart>
      <StuckChangesPanel {...stuckChanges} />
    </OptionalPart>
  );
}
