/**
 * A driver's storage (every file they keep, under one quota): how much is used, as Profile shows
 * it ("312 MB of 1 GB used") and as a refused upload says it. Written out by hand, the same on
 * every device whatever its locale: megabytes with one decimal under 10 MB, whole megabytes under
 * 1 GB, then gigabytes with one decimal (1 GB is 1,024 MB). Rounded down, so a store nearly full
 * never reads as full ('1.9 GB of 2 GB', not '2 GB of 2 GB').
 */
import * as z from 'zod/mini';
import { deferred } from './deferred.js';

const mb = 1024 * 1024;
const gb = 1024 * mb;

/** One decimal, rounded down, without a trailing '.0': 1.5, 2. */
const oneDecimal = (value: number) => {
  const tenths = Math.floor(value * 10);
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
};

/** '0.3 MB', '312 MB', '1 GB', '1.5 GB'. */
export function storageAmount(bytes: number): string {
  if (bytes >= gb) return `${oneDecimal(bytes / gb)} GB`;
  if (bytes < 10 * mb) return `${oneDecimal(bytes / mb)} MB`;
  return `${Math.floor(bytes / mb)} MB`;
}

/** '312 MB of 1 GB used'. */
export const storageUsed = (usedBytes: number, quotaBytes: number) =>
  `${storageAmount(usedBytes)} of ${storageAmount(quotaBytes)} used`;

/** GET /api/profile/storage. */
export const storageUsageSchema = deferred(() =>
  z.object({ usedBytes: z.number(), quotaBytes: z.number() }),
);
export type StorageUsage = z.infer<typeof storageUsageSchema>;
