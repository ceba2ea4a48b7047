/**
 * Fuel bought while hauling a load. A fill-up logged while a load is picked up goes with that load
 * (assignedLoadId): the device links it, the server checks the load is the driver's own. A fill-up
 * dated before the load was picked up (one entered late) is not linked.
 */
import { decimalToScaled, scaledToDecimal } from './decimal.js';
import { fillUpCostCents, type FuelEntry } from './fuel.js';
import type { Load } from './loads.js';
import { localDate } from './periods.js';

type Hauling = Pick<Load, 'id' | 'status' | 'actualPickupDate' | 'pickupDate'>;

/** As instants: text compares differently from engine to engine (localeCompare collates). */
const pickedUpAt = (load: Hauling) => Date.parse(load.actualPickupDate ?? load.pickupDate);

/** The picked-up load a fill-up of `date` (a calendar day) goes with, if any. */
export function loadForFillUp<T extends Hauling>(
  loads: readonly T[],
  date: string,
  timeZone: string,
): T | undefined {
  const day = localDate(date, timeZone);
  return loads
    .filter((load) => load.status === 'picked_up')
    .filter((load) => localDate(load.actualPickupDate ?? load.pickupDate, timeZone) <= day)
    .sort((a, b) => pickedUpAt(b) - pickedUpAt(a))[0];
}

export interface LoadFuel {
  fillUps: number;
  /** Every gallon bought for the load (diesel, DEF, reefer), exact to 3 places. */
  gallons: string;
  /** What it cost: the fill-ups' costs at the pump (fillUpCostCents), as 3-place text. */
  cost: string;
  /**
   * The truck's MPG over the load: the MPG of its counted diesel fill-ups, weighted by their
   * gallons, to 2 places; null when none of them has an MPG.
   */
  mpg: string | null;
}

type LoadFuelEntry = Pick<
  FuelEntry,
  'assignedLoadId' | 'fuelType' | 'gallons' | 'pricePerGallon' | 'mpg'
>;

export function loadFuel(loadId: string, entries: readonly LoadFuelEntry[]): LoadFuel {
  let fillUps = 0;
  let gallonsMilli = 0;
  let costMilli = 0;
  let weighted = 0;
  let countedMilli = 0;
  for (const entry of entries) {
    if (entry.assignedLoadId !== loadId) continue;
    fillUps++;
    const gallons = decimalToScaled(entry.gallons, 3);
    gallonsMilli += gallons;
    costMilli += fillUpCostCents(entry) * 10;
    if (entry.fuelType === 'diesel' && entry.mpg !== null) {
      weighted += decimalToScaled(entry.mpg, 2) * gallons;
      countedMilli += gallons;
    }
  }
  return {
    fillUps,
    gallons: scaledToDecimal(gallonsMilli, 3),
    cost: scaledToDecimal(costMilli, 3),
    mpg: countedMilli === 0 ? null : scaledToDecimal(Math.round(weighted / countedMilli), 2),
  };
}
