import { describe, expect, it } from 'vitest';
import { editedLoadRecord, loadEditSchema, loadMessages, newLoadRecord } from './loads.js';

const fields = {
  loadNumber: 'LS-448990',
  pickupCity: 'Joplin',
  pickupState: 'MO' as const,
  deliveryCity: 'Dallas',
  deliveryState: 'TX' as const,
  pickupDate: '2026-11-18T14:00:00.000Z',
  deliveryDate: '2026-11-19T20:00:00.000Z',
  loadedMiles: 380,
  emptyMiles: 20,
  revenue: 1200,
};

describe('editing a load', () => {
  it('replaces the fields, recomputes total miles and keeps status and weight', () => {
    const load = {
      ...newLoadRecord(
        { ...fields, id: '0192f0a4-0000-7000-8000-000000000001', weight: 42000 },
        't0',
      ),
      status: 'picked_up' as const,
      isActive: true,
    };
    const edit = loadEditSchema.parse({ ...fields, loadedMiles: 412, revenue: null });
    const edited = editedLoadRecord(load, edit, 't1');
    expect(edited).toMatchObject({
      loadedMiles: 412,
      totalMiles: 432,
      status: 'picked_up',
      isActive: true,
      weight: 42000,
      revenue: null,
      updatedAt: 't1',
    });
  });

  it('never turns a computed pay into a typed one: a pay left out stays computed', () => {
    const load = newLoadRecord(
      { ...fields, revenue: null, id: '0192f0a4-0000-7000-8000-000000000002' },
      't0',
    );
    const edit = loadEditSchema.parse({
      ...fields,
      loadedMiles: 2030,
      revenue: undefined,
      grossAmount: 3100,
    });
    expect(editedLoadRecord(load, edit, 't1')).toMatchObject({
      totalMiles: 2050,
      revenue: null,
      grossAmount: 3100,
    });
  });

  it('moves a delivered load to the delivery date the driver corrects, and keeps it otherwise', () => {
    // Delivered (tapped) Tue 24 Nov, entered late; the driver corrects its Delivery date to Sat 21st.
    const tapped = '2026-11-24T15:00:00.000Z';
    const load = {
      ...newLoadRecord({ ...fields, id: '0192f0a4-0000-7000-8000-000000000003' }, 't0'),
      status: 'delivered' as const,
      actualPickupDate: '2026-11-24T14:00:00.000Z',
      actualDeliveryDate: tapped,
    };
    const corrected = '2026-11-21T20:00:00.000Z';
    const moved = editedLoadRecord(
      load,
      loadEditSchema.parse({ ...fields, deliveryDate: corrected }),
      't1',
    );
    // Its pickup tap (24th) would now come after the delivery: it takes its schedule, the 18th.
    expect(moved).toMatchObject({
      deliveryDate: corrected,
      actualDeliveryDate: corrected,
      actualPickupDate: fields.pickupDate,
    });
    // Another field edited, the date sent back as it was (to the minute): the tap stands.
    const sameDay = editedLoadRecord(
      load,
      loadEditSchema.parse({
        ...fields,
        notes: 'Lumper paid',
        deliveryDate: '2026-11-19T20:00:00Z',
      }),
      't1',
    );
    expect(sameDay.actualDeliveryDate).toBe(tapped);
    // A pickup date corrected on a load already picked up moves its pickup (per diem, counters).
    const pickedUp = editedLoadRecord(
      load,
      loadEditSchema.parse({ ...fields, pickupDate: '2026-11-17T14:00:00.000Z' }),
      't1',
    );
    expect(pickedUp.actualPickupDate).toBe('2026-11-17T14:00:00.000Z');
    // A correction to a day still ahead is kept at now: pay is never dated in the future.
    const ahead = editedLoadRecord(
      load,
      loadEditSchema.parse({ ...fields, deliveryDate: '2026-12-20T20:00:00.000Z' }),
      '2026-11-29T12:00:00.000Z',
    );
    expect(ahead.actualDeliveryDate).toBe('2026-11-29T12:00:00.000Z');
    // A TONU cancel keeps the time it was cancelled: its pay does not follow the schedule.
    const tonu = editedLoadRecord(
      { ...load, status: 'cancelled' as const },
      loadEditSchema.parse({ ...fields, deliveryDate: corrected }),
      't1',
    );
    expect(tonu.actualDeliveryDate).toBe(tapped);
    // Not delivered yet: a new delivery date is a schedule, not a delivery.
    const pending = editedLoadRecord(
      { ...load, status: 'pending' as const, actualPickupDate: null, actualDeliveryDate: null },
      loadEditSchema.parse({ ...fields, deliveryDate: corrected }),
      't1',
    );
    expect(pending).toMatchObject({ actualPickupDate: null, actualDeliveryDate: null });
  });

  it('refuses a delivery before the pickup and negative miles with the form messages', () => {
    const wrong = loadEditSchema.safeParse({ ...fields, deliveryDate: '2026-11-17T00:00:00.000Z' });
    expect(wrong.error?.issues[0]?.message).toBe(loadMessages.deliveryBeforePickup);
    const negative = loadEditSchema.safeParse({ ...fields, loadedMiles: -1 });
    expect(negative.error?.issues[0]?.message).toBe(loadMessages.milesNegative);
  });
});
