/**
 * A driver's correction of a load's status (issue 25): Delivered back to Active, Active back to
 * Pending, one step at a time and only by the driver's explicit correction
 * (POST /api/loads/{id}/status-correction). Ordinary status writes still only move forward.
 *
 * Late replays: a device's outbox replays in order under `Idempotency-Key: <device>:<seq>`, and a
 * load remembers, per device, the sequence of the last status write that changed it. A status write
 * from that device with a sequence no later than that one was queued before it: it answers the load
 * as it is, so a "pickup" or "delivered" replayed after its key was purged cannot undo a correction.
 */
import * as z from 'zod/mini';
import { deferred } from './deferred.js';
import { loadStatusLabels, type Load, type LoadStatus } from './loads.js';
import { outboxPlaceOf } from './sync.js';

export const correctableStatuses = ['pending', 'picked_up'] as const;
export type CorrectedStatus = (typeof correctableStatuses)[number];

export const statusCorrectionSchema = deferred(() =>
  z.object({
    status: z.enum(correctableStatuses, { error: 'status must be pending or picked_up' }),
  }),
);
export type StatusCorrection = z.infer<typeof statusCorrectionSchema>;

const stepBack: Partial<Record<LoadStatus, CorrectedStatus>> = {
  delivered: 'picked_up',
  picked_up: 'pending',
};

/** The status one step back from `from`, if a correction can move it there. */
export const correctionOf = (from: LoadStatus): CorrectedStatus | undefined => stepBack[from];

export const canCorrectStatus = (from: LoadStatus, to: LoadStatus): boolean =>
  stepBack[from] === to;

export const correctionRefusal = (to: CorrectedStatus) =>
  `This load cannot be moved back to ${loadStatusLabels[to]}`;

/** A load moved back, on both sides: the time of the step it undoes is forgotten. */
export function correctedLoadRecord(load: Load, to: CorrectedStatus, now: string): Load {
  return {
    ...load,
    status: to,
    isActive: to === 'picked_up',
    actualPickupDate: to === 'pending' ? null : load.actualPickupDate,
    actualDeliveryDate: null,
    updatedAt: now,
  };
}

/** Per device, the sequence of the last status write that changed the load. */
export type StatusMarks = Readonly<Record<string, number>>;

export function isStaleStatusWrite(marks: StatusMarks, key: string | undefined): boolean {
  const write = outboxPlaceOf(key);
  if (!write) return false;
  const last = marks[write.deviceId];
  return last !== undefined && write.seq <= last;
}

export function markStatusWrite(marks: StatusMarks, key: string | undefined): StatusMarks {
  const write = outboxPlaceOf(key);
  return write ? { ...marks, [write.deviceId]: write.seq } : marks;
}
