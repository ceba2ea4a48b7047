/**
 * Every move a driver's tap can ask of a load that is not already where the tap would put it, and
 * what must come of it, written out by hand from the rule (statusMoveRefusal in loads.ts: pending,
 * picked up, delivered, one step at a time; cancel until delivered; a TONU-cancelled load stays
 * closed). The same table runs through the real API (api/src/routes/loads/status-moves.test.ts)
 * and through the device's writes (web/src/data/statusMoves.test.ts), so the phone never allows a
 * move the server refuses, nor refuses one in other words.
 */
import type { LoadStatus } from './loads.js';

/** Picked Up, Delivered, Cancel (without TONU pay: the load is removed). */
export type LoadTap = 'pickUp' | 'deliver' | 'cancel';

export interface StatusMoveCase {
  /** Where the load is when the driver taps (reached by the taps before it; cancelled by TONU). */
  from: LoadStatus;
  tap: LoadTap;
  /** The load's status after the tap, 'removed' when a cancel deleted it, or the refusal's words. */
  expected: { status: LoadStatus | 'removed' } | { refused: string };
}

export const statusMoveCases: readonly StatusMoveCase[] = [
  { from: 'pending', tap: 'pickUp', expected: { status: 'picked_up' } },
  {
    from: 'pending',
    tap: 'deliver',
    expected: { refused: 'This load has not been picked up yet' },
  },
  { from: 'pending', tap: 'cancel', expected: { status: 'removed' } },
  { from: 'picked_up', tap: 'deliver', expected: { status: 'delivered' } },
  { from: 'picked_up', tap: 'cancel', expected: { status: 'removed' } },
  { from: 'delivered', tap: 'pickUp', expected: { refused: 'This load is already delivered' } },
  {
    from: 'delivered',
    tap: 'cancel',
    expected: { refused: 'A delivered load cannot be cancelled' },
  },
  { from: 'cancelled', tap: 'pickUp', expected: { refused: 'This load was cancelled' } },
  { from: 'cancelled', tap: 'deliver', expected: { refused: 'This load was cancelled' } },
  { from: 'cancelled', tap: 'cancel', expected: { refused: 'This load was cancelled' } },
];
