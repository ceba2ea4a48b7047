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

  it('refuses a delivery before the pickup and negative miles with the form messages', () => {
    const wrong = loadEditSchema.safeParse({ ...fields, deliveryDate: '2026-11-17T00:00:00.000Z' });
    expect(wrong.error?.issues[0]?.message).toBe(loadMessages.deliveryBeforePickup);
    const negative = loadEditSchema.safeParse({ ...fields, loadedMiles: -1 });
    expect(negative.error?.issues[0]?.message).toBe(loadMessages.milesNegative);
  });
});
