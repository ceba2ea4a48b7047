/**
 * How fuel's gallons and money read wherever fuel is shown: the Fuel screen and a load's own fuel.
 * Amounts arrive as exact decimal text; money is rounded half up on the scaled integer, so a card
 * never disagrees with the cent the sums were built from.
 */
import {
  decimalToScaled,
  litresFromGallons,
  unitWords,
  type DistanceUnit,
} from '@haulbook/sync-protocol';
import { formatUsd } from './format';

const gallonsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** "$391.85" from "391.852" (any decimal text with up to 3 places). */
export const formatCost = (amount: string) =>
  formatUsd(Math.round(decimalToScaled(amount, 3) / 10) / 100);

/** "100.5" gallons, or in km mode "380.42" litres. */
export const formatVolumeNumber = (gallons: string, unit: DistanceUnit) =>
  gallonsFormat.format(Number(unit === 'km' ? litresFromGallons(gallons) : gallons));

/** "100.5 gal" or "380.42 L". */
export const formatVolume = (gallons: string, unit: DistanceUnit) =>
  `${formatVolumeNumber(gallons, unit)} ${unitWords[unit].volumeShort}`;
