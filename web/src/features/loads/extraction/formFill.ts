/**
 * What extraction puts into the Add New Load form: each value read, in the form's own terms, with
 * how sure the reader was. Dates without a year are this year (docs/product.md §7), and a delivery printed
 * without a year that falls before its pickup is next year's (a load picked up on 12/30 for 1/2).
 * Load pays takes the paper's total; a line haul alone may leave out a fuel surcharge, so it is
 * taken only when no total was read, and always marked for the driver to check.
 */
import type {
  ExtractedDate,
  ExtractedLoad,
  LoadFormValues,
  UsState,
} from '@haulbook/sync-protocol';

export type FilledField =
  | 'loadNumber'
  | 'pickupCity'
  | 'pickupState'
  | 'deliveryCity'
  | 'deliveryState'
  | 'pickupDate'
  | 'deliveryDate'
  | 'loadedMiles'
  | 'emptyMiles'
  | 'grossAmount'
  | 'company';

export interface FormFill {
  values: Partial<Pick<LoadFormValues, FilledField>>;
  /** 0 to 1 per filled field; undefined when the reader could not say (the webhook). */
  confidence: Partial<Record<FilledField, number | undefined>>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** <input type="datetime-local"> text; midnight when the paper gives no time. */
const wallClock = (date: ExtractedDate, year: number) =>
  `${date.year ?? year}-${pad(date.month)}-${pad(date.day)}T${date.time ?? '00:00'}`;

const dayOfYear = (date: ExtractedDate) => date.month * 100 + date.day;

/** How much less sure a line haul is as what the load pays than the total would be. */
const lineHaulDoubt = 0.7;

/** What the load pays, as the paper says it: the total, else the line haul, doubted. */
function loadPays({ totalPay, lineHaul }: ExtractedLoad): ExtractedLoad['totalPay'] {
  if (totalPay || !lineHaul) return totalPay;
  return { value: lineHaul.value, confidence: (lineHaul.confidence ?? 1) * lineHaulDoubt };
}

export function toFormFill(load: ExtractedLoad, today: Date): FormFill {
  const fill: FormFill = { values: {}, confidence: {} };
  const set = <F extends FilledField>(
    field: F,
    value: Pick<LoadFormValues, FilledField>[F],
    confidence: number | undefined,
  ) => {
    fill.values[field] = value;
    fill.confidence[field] = confidence;
  };
  const year = today.getFullYear();
  const { loadNumber, pickup, delivery, pickupDate, deliveryDate, loadedMiles, emptyMiles } = load;
  if (loadNumber) set('loadNumber', loadNumber.value, loadNumber.confidence);
  if (pickup) {
    set('pickupCity', pickup.value.city, pickup.confidence);
    set('pickupState', pickup.value.state as UsState, pickup.confidence);
  }
  if (delivery) {
    set('deliveryCity', delivery.value.city, delivery.confidence);
    set('deliveryState', delivery.value.state as UsState, delivery.confidence);
  }
  if (pickupDate) set('pickupDate', wallClock(pickupDate.value, year), pickupDate.confidence);
  if (deliveryDate) {
    const pickupYear = pickupDate?.value.year ?? year;
    const rollsOver =
      pickupDate &&
      deliveryDate.value.year === undefined &&
      dayOfYear(deliveryDate.value) < dayOfYear(pickupDate.value);
    const deliveryYear = rollsOver ? pickupYear + 1 : pickupYear;
    set('deliveryDate', wallClock(deliveryDate.value, deliveryYear), deliveryDate.confidence);
  }
  if (loadedMiles) set('loadedMiles', loadedMiles.value, loadedMiles.confidence);
  if (emptyMiles) set('emptyMiles', emptyMiles.value, emptyMiles.confidence);
  const pays = loadPays(load);
  if (pays) set('grossAmount', pays.value, pays.confidence);
  if (load.broker) set('company', load.broker.value, load.broker.confidence);
  return fill;
}

/** Whether anything at all was read: nothing means docs/product.md §8's fallback. */
export const filledAnything = (fill: FormFill) => Object.keys(fill.values).length > 0;
