/**
 * Years of a driver's work as the device stores it, for the benches that open screens over a
 * long history: loads one every 4 hours back from now (one on the road and one pending on top,
 * then nearly all delivered: 1 in 40 pending, 1 in 200 cancelled), and fill-ups one every 8 hours
 * back, every fourth one DEF.
 */
import { newLoadRecord, type FuelEntry, type Load, type LoadStatus } from '@haulbook/sync-protocol';

const hourMs = 3_600_000;
const cities = ['Joplin', 'Tulsa', 'Amarillo', 'Memphis', 'Wichita', 'Little Rock'] as const;
const iso = (ms: number) => new Date(ms).toISOString();
/** Ids that sort as time does, as UUID v7 ids do. */
const idAt = (kind: number, i: number) =>
  `0192f3a0-${String(kind).padStart(4, '0')}-7000-8000-${String(i).padStart(12, '0')}`;

function statusOf(i: number): LoadStatus {
  if (i === 0) return 'picked_up';
  if (i === 1 || i % 40 === 0) return 'pending';
  return i % 200 === 0 ? 'cancelled' : 'delivered';
}

export function manyLoads(count: number, now: number): Load[] {
  return Array.from({ length: count }, (_, i) => {
    const pickup = now - i * 4 * hourMs;
    const delivery = pickup + 20 * hourMs;
    const status = statusOf(i);
    const load = newLoadRecord(
      {
        id: idAt(1, i),
        loadNumber: `OB-${100_000 + i}`,
        pickupCity: cities[i % cities.length]!,
        pickupState: 'MO',
        deliveryCity: cities[(i * 5 + 1) % cities.length]!,
        deliveryState: 'TX',
        pickupDate: iso(pickup),
        deliveryDate: iso(delivery),
        loadedMiles: 200 + (i % 900),
        emptyMiles: i % 60,
        revenue: 500 + (i % 3000),
      },
      iso(pickup),
    );
    return {
      ...load,
      status,
      version: 1,
      actualPickupDate: status === 'pending' ? null : iso(pickup),
      actualDeliveryDate: status === 'delivered' ? iso(delivery) : null,
    };
  });
}

export function manyFillUps(count: number, now: number): FuelEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const diesel = i % 4 !== 0;
    const at = iso(now - i * 8 * hourMs);
    return {
      id: idAt(2, i),
      date: at.slice(0, 10),
      location: `Pilot #${i % 700}`,
      odometer: 5_000_000 - i * 300,
      gallons: diesel ? '100.000' : '5.500',
      pricePerGallon: '3.899',
      totalCost: diesel ? '389.900' : '21.445',
      fuelType: diesel ? 'diesel' : 'def',
      mpg: diesel ? '6.50' : null,
      receiptUrl: null,
      missedPreviousEntry: false,
      assignedLoadId: null,
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
  });
}
