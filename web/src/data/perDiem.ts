/**
 * Per diem on the device (docs/product.md §10): a day corrected with one tap lands in Dexie at
 * once with its call queued. The year's days are read in perDiemYear.ts, apart from these writes.
 */
import type { PerDiemDay, PerDiemStatus } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { HaulbookDb } from './db';
import { queueChange } from './sync/outbox';

export function perDiemWrites(db: HaulbookDb, afterWrite: () => void) {
  /**
   * The day is what the driver says: the correction already made for it is changed, else a new
   * one is made. `id` is kept when a correction comes back from an export.
   */
  async function setDay(date: string, status: PerDiemStatus, id = uuidv7()): Promise<void> {
    const existing = await db.perDiemDays.where('date').equals(date).first();
    const now = new Date().toISOString();
    if (existing) {
      await queueChange(
        db,
        db.perDiemDays,
        {
          method: 'PUT',
          path: `/api/per-diem/days/${existing.id}`,
          body: { date, status },
          table: 'perDiemDays',
          rowId: existing.id,
          failureTitle: 'Failed to correct the day',
        },
        () => db.perDiemDays.update(existing.id, { status, updatedAt: now }),
      );
    } else {
      const day: PerDiemDay = { id, date, status, version: 0, createdAt: now, updatedAt: now };
      await queueChange(
        db,
        db.perDiemDays,
        {
          method: 'POST',
          path: '/api/per-diem/days',
          body: { id, date, status },
          table: 'perDiemDays',
          rowId: id,
          failureTitle: 'Failed to correct the day',
        },
        () => db.perDiemDays.add(day),
      );
    }
    afterWrite();
  }

  /** The day goes back to what the loads say. */
  async function clearDay(date: string): Promise<void> {
    const existing = await db.perDiemDays.where('date').equals(date).first();
    if (!existing) return;
    await queueChange(
      db,
      db.perDiemDays,
      {
        method: 'DELETE',
        path: `/api/per-diem/days/${existing.id}`,
        table: 'perDiemDays',
        rowId: existing.id,
        failureTitle: 'Failed to correct the day',
      },
      () => db.perDiemDays.delete(existing.id),
    );
    afterWrite();
  }

  return { setDay, clearDay };
}
