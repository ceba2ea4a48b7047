/**
 * Reads the extraction webhook's answer as docs/product.md §7 describes it, and names every failure with docs/product.md
 * §8's words. Pure: the status, status text and body in; the load read, or the message to show.
 */
import {
  completeMiles,
  extractionMessages as text,
  readDate,
  readMiles,
  readPlace,
  type ExtractedLoad,
} from '@haulbook/sync-protocol';

export interface WebhookAnswer {
  status: number;
  statusText: string;
  body: string;
}

export type WebhookReading = { load: ExtractedLoad } | { message: string };

/** The keys the webhook answers with (docs/product.md §7). */
const keys = {
  loadNumber: 'Load Number',
  pickup: 'Pickup Location',
  delivery: 'Delivery Location',
  pickupDate: 'Pickup Date',
  deliveryDate: 'Delivery Date',
  loadedMiles: 'Loaded Miles',
  emptyMiles: 'Empty Miles',
  totalMiles: 'Total Miles',
} as const;

/** Long bodies (an HTML error page) are cut so the toast stays readable. */
const maxShownText = 200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array whose first item has output, an object with output, or the object itself. */
function fieldsOf(json: unknown): Record<string, unknown> | undefined {
  const first: unknown = Array.isArray(json) ? json[0] : json;
  if (!isObject(first)) return undefined;
  const output = 'output' in first ? first.output : first;
  if (typeof output === 'string') return fieldsOf(JSON.parse(output));
  return isObject(output) ? output : undefined;
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function loadFrom(fields: Record<string, unknown>): ExtractedLoad {
  const reading = <T>(value: T | undefined) => (value === undefined ? undefined : { value });
  const number = asText(fields[keys.loadNumber]).slice(0, 50);
  const load: ExtractedLoad = {
    loadNumber: reading(number || undefined),
    pickup: reading(readPlace(asText(fields[keys.pickup]))),
    delivery: reading(readPlace(asText(fields[keys.delivery]))),
    pickupDate: reading(readDate(asText(fields[keys.pickupDate]))),
    deliveryDate: reading(readDate(asText(fields[keys.deliveryDate]))),
    loadedMiles: reading(readMiles(fields[keys.loadedMiles])),
    emptyMiles: reading(readMiles(fields[keys.emptyMiles])),
    totalMiles: reading(readMiles(fields[keys.totalMiles])),
  };
  return completeMiles(
    Object.fromEntries(Object.entries(load).filter(([, v]) => v !== undefined)) as ExtractedLoad,
  );
}

export function readWebhookAnswer({ status, statusText, body }: WebhookAnswer): WebhookReading {
  if (status === 404) return { message: text.webhookGetOnly };
  if (status === 410) return { message: text.webhookGone };
  if (status < 200 || status > 299) {
    const shown = (body.trim() || statusText).slice(0, maxShownText);
    return { message: text.webhookStatus(status, shown) };
  }
  let fields: Record<string, unknown> | undefined;
  try {
    fields = fieldsOf(JSON.parse(body));
  } catch {
    return { message: text.webhookInvalidJson };
  }
  const load = fields && loadFrom(fields);
  if (!load || Object.keys(load).length === 0) return { message: text.fallback };
  return { load };
}
