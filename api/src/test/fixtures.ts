import { v7 as uuidv7 } from 'uuid';

/** A valid POST /api/loads body with a fresh id; pass changes to vary it. */
export const newLoadBody = (change: object = {}) => ({
  id: uuidv7(),
  loadNumber: 'HB-1001',
  pickupCity: 'Joplin',
  pickupState: 'MO',
  deliveryCity: 'Dallas',
  deliveryState: 'TX',
  pickupDate: '2026-11-18T14:00:00.000Z',
  deliveryDate: '2026-11-19T20:00:00.000Z',
  loadedMiles: 420,
  emptyMiles: 35,
  revenue: 1250.5,
  ...change,
});

/** A diesel fill-up as a batched push carries it (JSON fields), with a fresh id. */
export const newFillUpBody = (change: object = {}) => ({
  id: uuidv7(),
  date: '2026-11-18',
  odometer: '100000',
  gallons: '100',
  pricePerGallon: '3.899',
  fuelType: 'diesel',
  ...change,
});

/** A valid POST /api/maintenance/items body (oil every 15,000 miles) with a fresh id. */
export const newMaintenanceItemBody = (change: object = {}) => ({
  id: uuidv7(),
  name: 'Oil and filters',
  intervalMiles: 15_000,
  intervalDays: null,
  lastServiceOdometer: 100_000,
  lastServiceDate: '2026-11-01',
  ...change,
});

/** A 1 x 1 PNG: a receipt photo the servers' sniffing accepts. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface FormFile {
  field: string;
  bytes: Buffer;
  name?: string;
  type?: string;
}

/**
 * A multipart/form-data body (POST /api/fuel) as a browser would send these fields and files:
 * each call gets a new boundary, as each browser request does.
 */
export async function multipartBody(
  fields: Record<string, string | string[]>,
  files: readonly FormFile[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  for (const file of files)
    form.append(
      file.field,
      new Blob([file.bytes], { type: file.type ?? 'image/png' }),
      file.name ?? 'photo.png',
    );
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type')!,
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}
