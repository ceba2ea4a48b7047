/** Shared steps of the Load Management tests: a clean device database and a filled-in form. */
import { newLoadRecord, type BolDocument, type Load } from '@haulbook/sync-protocol';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { clearLocalData, db } from '../data/db';

/** 'YYYY-MM-DDTHH:mm' on this machine's clock, as <input type="datetime-local"> holds it. */
export function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * An empty device that has synced once (so an empty list means no loads), and no toasts left over
 * from the last test (the toast store is global).
 */
export async function resetDevice() {
  notifications.clean();
  await clearLocalData(db);
  await db.syncState.put({
    key: 'state',
    deviceId: 'test-device',
    cursor: 0,
    lastSyncedAt: new Date().toISOString(),
    lastError: null,
  });
}

let made = 0;

/** A load stored on the device as the server last sent it (no queued changes). */
export async function storedLoad(change: Partial<Load> = {}): Promise<Load> {
  made++;
  const id = `0192f3a0-0000-7000-8000-${String(made).padStart(12, '0')}`;
  const base = newLoadRecord(
    {
      id,
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: new Date().toISOString(),
      deliveryDate: new Date().toISOString(),
      loadedMiles: 420,
      emptyMiles: 35,
      revenue: 1250.5,
    },
    new Date().toISOString(),
  );
  const load = { ...base, version: 1, ...change };
  await db.loads.add(load);
  return load;
}

/** A document already synced for a load: the n-th photo of its paperwork, a bill of lading. */
export function syncedDocument(loadId: string, n: number, change: Partial<BolDocument> = {}) {
  const at = '2026-11-20T10:00:00.000Z';
  return {
    id: `00000000-0000-7000-8000-0000000000${String(n).padStart(2, '0')}`,
    loadId,
    kind: 'bill_of_lading',
    filename: `${n}.jpg`,
    originalName: `page-${n}.jpg`,
    mimetype: 'image/jpeg',
    size: 1000,
    uploadedAt: at,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...change,
  } satisfies BolDocument;
}

export async function chooseState(user: UserEvent, label: string, code: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: code }));
}

export interface LoadEntry {
  loadNumber?: string;
  grossAmount?: string;
  pickupDate?: string;
  deliveryDate?: string;
  loadedMiles?: string;
  emptyMiles?: string;
  revenue?: string;
}

/** 'Loaded miles' or 'Loaded km', whichever unit the driver chose. */
const unitLabel = (start: string) => new RegExp(`^${start} (miles|km)$`);

/** Fills the Add New Load dialog; dates default to now, so the load falls in this week. */
export async function fillLoadForm(user: UserEvent, entry: LoadEntry = {}) {
  const dialog = await screen.findByRole('dialog', { name: 'Add New Load' });
  const now = localDateTime(new Date());
  if (entry.loadNumber)
    await user.type(within(dialog).getByLabelText('Load number'), entry.loadNumber);
  await user.type(within(dialog).getByLabelText('Pickup city'), 'Joplin');
  await chooseState(user, 'Pickup state', 'MO');
  await user.type(within(dialog).getByLabelText('Delivery city'), 'Dallas');
  await chooseState(user, 'Delivery state', 'TX');
  fireEvent.change(within(dialog).getByLabelText('Pickup date'), {
    target: { value: entry.pickupDate ?? now },
  });
  fireEvent.change(within(dialog).getByLabelText('Delivery date'), {
    target: { value: entry.deliveryDate ?? now },
  });
  const distance = (label: string) => within(dialog).getByLabelText(unitLabel(label));
  await user.type(distance('Loaded'), entry.loadedMiles ?? '420');
  if (entry.emptyMiles) {
    await user.clear(distance('Empty'));
    await user.type(distance('Empty'), entry.emptyMiles);
  }
  if (entry.grossAmount)
    await user.type(within(dialog).getByLabelText('Load pays'), entry.grossAmount);
  if (entry.revenue) await user.type(within(dialog).getByLabelText('My pay'), entry.revenue);
}
