/**
 * Numbered loads and fill-ups for the sync tests and benches: as many as a test needs, each
 * different enough (miles, odometer) to tell apart, all in one pay week.
 */
export const loadInput = (n: number) => ({
  pickupCity: `City ${n}`,
  pickupState: 'MO' as const,
  deliveryCity: 'Dallas',
  deliveryState: 'TX' as const,
  pickupDate: '2026-11-18T14:00:00.000Z',
  deliveryDate: '2026-11-19T20:00:00.000Z',
  loadedMiles: 100 + n,
  emptyMiles: 0,
  revenue: 500,
});

/** A fill-up as the fuel form sends it: 100 gallons of diesel at $3.899. */
export const fillUp = (odometer: number) => ({
  date: '2026-11-20',
  odometer: String(odometer),
  gallons: '100',
  pricePerGallon: '3.899',
  fuelType: 'diesel' as const,
  missedPreviousEntry: 'false' as const,
});
