import { describe, expect, it } from 'vitest';
import { newLoadRecord, type Load } from './loads.js';
import {
  canCorrectStatus,
  correctedLoadRecord,
  isStaleStatusWrite,
  markStatusWrite,
  statusCorrectionSchema,
} from './status-correction.js';

const now = '2026-11-27T06:30:00.000Z';
const base = newLoadRecord(
  {
    id: '0193a0b0-0000-7000-8000-000000000001',
    pickupCity: 'Omaha',
    pickupState: 'NE',
    deliveryCity: 'Denver',
    deliveryState: 'CO',
    pickupDate: '2026-11-25T12:00:00.000Z',
    deliveryDate: '2026-11-26T12:00:00.000Z',
    loadedMiles: 500,
    emptyMiles: 20,
  },
  '2026-11-25T00:00:00.000Z',
);
const delivered: Load = {
  ...base,
  status: 'delivered',
  actualPickupDate: '2026-11-25T13:00:00.000Z',
  actualDeliveryDate: '2026-11-26T13:00:00.000Z',
};

describe('status correction', () => {
  it('moves back one step only: Delivered to Active, Active to Pending', () => {
    expect(canCorrectStatus('delivered', 'picked_up')).toBe(true);
    expect(canCorrectStatus('picked_up', 'pending')).toBe(true);
    expect(canCorrectStatus('delivered', 'pending')).toBe(false);
    expect(canCorrectStatus('pending', 'picked_up')).toBe(false);
    expect(canCorrectStatus('cancelled', 'picked_up')).toBe(false);
  });

  it('takes only a status that a load can be moved back to', () => {
    expect(statusCorrectionSchema.safeParse({ status: 'picked_up' }).success).toBe(true);
    expect(statusCorrectionSchema.safeParse({ status: 'pending' }).success).toBe(true);
    expect(statusCorrectionSchema.safeParse({ status: 'delivered' }).success).toBe(false);
    expect(statusCorrectionSchema.safeParse({}).success).toBe(false);
  });

  it('a delivered load moved back is active again and no longer has a delivery time', () => {
    const active = correctedLoadRecord(delivered, 'picked_up', now);
    expect(active).toMatchObject({
      status: 'picked_up',
      isActive: true,
      actualPickupDate: delivered.actualPickupDate,
      actualDeliveryDate: null,
      updatedAt: now,
    });
    const pending = correctedLoadRecord(active, 'pending', now);
    expect(pending).toMatchObject({ status: 'pending', isActive: false, actualPickupDate: null });
  });
});

const phone = '0196e0a0-0000-7000-8000-000000000001';
const tablet = '0196e0a0-0000-7000-8000-000000000002';

describe('status writes replayed late', () => {
  it('a write a device queued before its latest status write is stale; a later one is not', () => {
    const marks = markStatusWrite({}, `${phone}:12`);
    expect(isStaleStatusWrite(marks, `${phone}:11`)).toBe(true);
    expect(isStaleStatusWrite(marks, `${phone}:12`)).toBe(true);
    expect(isStaleStatusWrite(marks, `${phone}:13`)).toBe(false);
  });

  it('other devices and calls without a key keep their own order', () => {
    const marks = markStatusWrite({}, `${phone}:12`);
    expect(isStaleStatusWrite(marks, `${tablet}:3`)).toBe(false);
    expect(isStaleStatusWrite(marks, undefined)).toBe(false);
    expect(markStatusWrite(marks, undefined)).toEqual(marks);
    expect(markStatusWrite(marks, `${tablet}:3`)).toEqual({ [phone]: 12, [tablet]: 3 });
  });

  it("orders only the app's own keys: a device id, a colon and a whole sequence", () => {
    // Another client's keys that end in a number are not a device's outbox: never dropped as stale.
    const marks = markStatusWrite({}, 'order-2026-11-27:900');
    expect(marks).toEqual({});
    expect(isStaleStatusWrite({ 'order-2026-11-27': 900 }, 'order-2026-11-27:12')).toBe(false);
    for (const key of [`${phone}:1e3`, `${phone}:0x10`, `${phone}:+5`, `${phone}: 5`, `${phone}:0`])
      expect(markStatusWrite({}, key)).toEqual({});
  });

  it('a key not made of a device and a sequence marks nothing', () => {
    expect(markStatusWrite({}, 'made-up')).toEqual({});
    expect(isStaleStatusWrite({ phone: 4 }, 'made-up')).toBe(false);
  });
});
