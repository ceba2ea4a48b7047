/**
 * How the Fuel screen's days and prices read (US English); gallons and money read as
 * ui/fuelFigures.ts says, there because a load's own fuel shows them too.
 */
import {
  dayNumber,
  localDate,
  pricePerLitre,
  unitWords,
  type DistanceUnit,
} from '@haulbook/sync-protocol';
import { deviceTimeZone } from '../../ui/format';
const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});
const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 20, 2026". */
export const formatFuelDay = (date: string) =>
  day.format(dayNumber(localDate(date, deviceTimeZone())) * 86_400_000);

/** "$3.899/gal" or "$1.03/L", from the stored price a gallon. */
export const formatPrice = (price: string, unit: DistanceUnit) =>
  `${priceFormat.format(Number(unit === 'km' ? pricePerLitre(price) : price))}${unitWords[unit].perVolume}`;

/** 'YYYY-MM-DD' on this device's clock, as <input type="date"> holds it. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
