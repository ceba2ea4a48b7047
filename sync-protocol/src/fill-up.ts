/**
 * A fill-up's own figures (docs/product.md §9): its MPG, measured from the diesel fill-up below its
 * odometer, and the whole record both sides build from a form's fields, so the phone shows at once
 * what the server stores.
 */
import { decimalToScaled, divRound, scaledToDecimal } from './decimal.js';
import { maxPlausibleMpg, totalCostMilli, type FuelEntry, type FuelFields } from './fuel.js';

type MpgEntry = Pick<FuelEntry, 'fuelType' | 'odometer' | 'missedPreviousEntry' | 'gallons'>;

/** The diesel fill-up right before an odometer reading, if any. */
export function previousDiesel<T extends Pick<FuelEntry, 'fuelType' | 'odometer'>>(
  entries: readonly T[],
  odometer: number,
): T | undefined {
  let best: T | undefined;
  for (const e of entries) {
    if (e.fuelType === 'diesel' && e.odometer < odometer && (!best || e.odometer > best.odometer))
      best = e;
  }
  return best;
}

/** MPG in hundredths, or null for N/A (see the header). */
export function mpgCenti(
  entry: MpgEntry,
  previous: Pick<FuelEntry, 'odometer'> | undefined,
): number | null {
  if (entry.fuelType !== 'diesel' || entry.missedPreviousEntry || !previous) return null;
  const miles = entry.odometer - previous.odometer;
  const gallonsMilli = decimalToScaled(entry.gallons, 3);
  if (miles <= 0 || gallonsMilli <= 0) return null;
  const mpg = divRound(miles * 100_000, gallonsMilli);
  return mpg > maxPlausibleMpg * 100 ? null : mpg;
}

/** What a new fill-up is besides its fields: its id, the diesel fill-up before it, and so on. */
export interface FillUpOrigin {
  id: string;
  /** The diesel fill-up right before its reading (previousDiesel), which its MPG is measured from. */
  previous: Pick<FuelEntry, 'odometer'> | undefined;
  assignedLoadId: string | null;
  receiptUrl: string | null;
  version: number;
  now: string;
}

/**
 * A new fill-up as both sides keep it, built from the fields a form or a call sends: the total
 * and the MPG by the one set of rules, so the phone shows at once the figures the server stores
 * (record-cases.ts: the same worked examples run on both sides).
 */
export function fillUpRecord(fields: FuelFields, origin: FillUpOrigin): FuelEntry {
  const odometer = Number(fields.odometer);
  const missedPreviousEntry = fields.missedPreviousEntry === 'true';
  const gallonsMilli = decimalToScaled(fields.gallons, 3);
  const priceMilli = decimalToScaled(fields.pricePerGallon, 3);
  const mpg = mpgCenti(
    { fuelType: fields.fuelType, odometer, missedPreviousEntry, gallons: fields.gallons },
    origin.previous,
  );
  return {
    id: origin.id,
    date: fields.date,
    location: fields.location ?? '',
    odometer,
    gallons: scaledToDecimal(gallonsMilli, 3),
    pricePerGallon: scaledToDecimal(priceMilli, 3),
    totalCost: scaledToDecimal(totalCostMilli(gallonsMilli, priceMilli), 3),
    fuelType: fields.fuelType,
    mpg: mpg === null ? null : scaledToDecimal(mpg, 2),
    receiptUrl: origin.receiptUrl,
    missedPreviousEntry,
    assignedLoadId: origin.assignedLoadId,
    jurisdiction: fields.jurisdiction || null,
    taxPaid: fields.taxPaid !== 'false',
    version: origin.version,
    createdAt: origin.now,
    updatedAt: origin.now,
  };
}

/**
 * MPG of every diesel fill-up measured again from its neighbours: the fill-ups whose stored MPG
 * no longer matches, with the MPG they should show. After an edit or a delete this is the
 * fill-up itself and the ones right after its old and its new odometer reading.
 */
export function remeasuredMpg<T extends MpgEntry & Pick<FuelEntry, 'id' | 'mpg'>>(
  entries: readonly T[],
): { id: string; mpg: string | null }[] {
  const diesel = entries
    .filter((e) => e.fuelType === 'diesel')
    .sort((a, b) => a.odometer - b.odometer);
  const changed: { id: string; mpg: string | null }[] = [];
  let previous: T | undefined;
  for (let i = 0; i < diesel.length; i++) {
    const entry = diesel[i]!;
    // Fill-ups at the same reading share the one below it, as previousDiesel() reads it.
    if (i > 0 && diesel[i - 1]!.odometer < entry.odometer) previous = diesel[i - 1];
    const centi = mpgCenti(entry, previous);
    const mpg = centi === null ? null : scaledToDecimal(centi, 2);
    if (mpg !== entry.mpg) changed.push({ id: entry.id, mpg });
  }
  for (const e of entries)
    if (e.fuelType !== 'diesel' && e.mpg !== null) changed.push({ id: e.id, mpg: null });
  return changed;
}
