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

/** A multipart/form-data body (POST /api/fuel) as a browser would send these fields. */
export async function multipartBody(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type')!,
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}
