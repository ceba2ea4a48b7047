/**
 * How fuel figures read (US English). Amounts arrive as exact decimal text; money is rounded half
 * up on the scaled integer, so a card never disagrees with the cent the sums were built from.
 */
import {
  dayNumber,
  decimalToScaled,
  litresFromGallons,
  localDate,
  pricePerLitre,
  unitWords,
  type DistanceUnit,
} from '@haulbook/sync-protocol';
import { deviceTimeZone, formatUsd } from '../../ui/format';

const gallonsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
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

/** "$391.85" from "391.852" (any decimal text with up to 3 places). */
export const formatCost = (amount: string) =>
  formatUsd(Math.round(decimalToScaled(amount, 3) / 10) / 100);

/** "100.5" gallons, or in km mode "380.42" litres. */
export const formatVolumeNumber = (gallons: string, unit: DistanceUnit) =>
  gallonsFormat.format(Number(unit === 'km' ? litresFromGallons(gallons) : gallons));

/** "100.5 gal" or "380.42 L". */
export const formatVolume = (gallons: string, unit: DistanceUnit) =>
  `${formatVolumeNumber(gallons, unit)} ${unitWords[unit].volumeShort}`;

/** "$3.899/gal" or "$1.03/L", from the stored price a gallon. */
export const formatPrice = (price: string, unit: DistanceUnit) =>
  `${priceFormat.format(Number(unit === 'km' ? pricePerLitre(price) : price))}${unitWords[unit].perVolume}`;

/** 'YYYY-MM-DD' on this device's clock, as <input type="date"> holds it. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
