import { describe, expect, it } from 'vitest';
import { perDiemYear, tripLoadOf, type PerDiemInput } from './per-diem.js';

const trip = (pickedUpAt: string, deliveredAt: string) => ({ pickedUpAt, deliveredAt });

/*
 * 2026: a load from March 2 to 4 and the next picked up March 5 (one day later: the same trip)
 * to March 7; a load picked up and delivered March 20 (no night away); one from December 30 to
 * January 2. The driver says March 4 was at home and March 21 a full day away.
 * Days: Mar 2 partial, 3 full, (4 home), 5 full, 6 full, 7 partial, 21 full (corrected),
 * Dec 30 partial, 31 full. Full 5, partial 3: 5 x $80 + 3 x $60 = $580.
 */
const year: PerDiemInput = {
  year: 2026,
  rate: '80.00',
  timeZone: 'America/Chicago',
  loads: [
    trip('2026-03-02', '2026-03-04T15:00:00Z'),
    trip('2026-03-05', '2026-03-07'),
    trip('2026-03-20', '2026-03-20'),
    trip('2026-12-30', '2027-01-02'),
  ],
  corrections: [
    { date: '2026-03-04', status: 'home', updatedAt: '2026-03-08T00:00:00Z' },
    { date: '2026-03-21', status: 'full', updatedAt: '2026-03-22T00:00:00Z' },
  ],
};

describe('per diem for a year', () => {
  it('counts trips from the loads, partial ends at 75 %, and the driver’s corrections', () => {
    const result = perDiemYear(year);
    expect(result).toMatchObject({ fullDays: 5, partialDays: 3, rate: 80, total: 580 });
    expect(result.days.map((d) => `${d.date} ${d.status}${d.corrected ? ' *' : ''}`)).toEqual([
      '2026-03-02 partial',
      '2026-03-03 full',
      '2026-03-05 full',
      '2026-03-06 full',
      '2026-03-07 partial',
      '2026-03-21 full *',
      '2026-12-30 partial',
      '2026-12-31 full',
    ]);
  });

  it('gives the next year the rest of a trip that crosses it', () => {
    // Jan 1 full, Jan 2 partial at $69 (a rate the driver typed): 69 + 51.75 = 120.75.
    const result = perDiemYear({ ...year, year: 2027, rate: '69' });
    expect(result).toMatchObject({ fullDays: 1, partialDays: 1, total: 120.75 });
  });

  it('counts a load running late to today, past its scheduled delivery', () => {
    // Picked up Mar 2, due Mar 4, still on the road Mar 6: Mar 2 partial, 3 to 5 full, 6 partial
    // = 3 x 80 + 2 x 60 = 360 (not Mar 2 to 4 alone: 80 + 2 x 60 = 200).
    const now = new Date('2026-03-06T18:00:00Z');
    const late = tripLoadOf(
      {
        status: 'picked_up',
        pickupDate: '2026-03-02T14:00:00Z',
        deliveryDate: '2026-03-04T14:00:00Z',
        actualPickupDate: null,
        actualDeliveryDate: null,
      },
      now,
    );
    const result = perDiemYear({ ...year, loads: [late], corrections: [] });
    expect(result).toMatchObject({ fullDays: 3, partialDays: 2, total: 360 });
  });

  it('counts a load still on the road to today, not to its scheduled delivery', () => {
    // Picked up Mar 2, due Mar 10, today Mar 5: Mar 2 partial, 3 and 4 full, 5 partial = 2 x 80 + 2 x 60.
    const now = new Date('2026-03-05T18:00:00Z');
    const onTheRoad = tripLoadOf(
      {
        status: 'picked_up',
        pickupDate: '2026-03-02T14:00:00Z',
        deliveryDate: '2026-03-10T14:00:00Z',
        actualPickupDate: null,
        actualDeliveryDate: null,
      },
      now,
    );
    const result = perDiemYear({ ...year, loads: [onTheRoad], corrections: [] });
    expect(result).toMatchObject({ fullDays: 2, partialDays: 2, total: 280 });
  });

  it('starts a new trip when the next pickup is more than two days after a delivery', () => {
    // Two 2-day trips: 4 partial days at $60 = $240.
    const result = perDiemYear({
      ...year,
      loads: [trip('2026-05-01', '2026-05-02'), trip('2026-05-05', '2026-05-06')],
      corrections: [],
    });
    expect(result).toMatchObject({ fullDays: 0, partialDays: 4, total: 240 });
  });
});
