/** How pay figures read on the pay screens (docs/product.md §9: rates at 3 places, US dollars). */
import type { PayType } from '@haulbook/sync-protocol';
import { formatDollars } from '../../ui/format';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const payTypeLabels: Record<PayType, string> = {
  percentage: 'Percentage',
  per_mile: 'Per Mile',
};

/** "75.000% of the load" or "$0.500 per mile". */
export const formatRate = (rate: string, payType: PayType) =>
  payType === 'percentage' ? `${rate}% of the load` : `$${rate} per mile`;

/** "0 – 1,000 miles", "3,000+ miles". */
export const formatMilesBand = (min: number | null, max: number | null) =>
  max === null
    ? `${whole.format(min ?? 0)}+ miles`
    : `${whole.format(min ?? 0)} – ${whole.format(max)} miles`;

export const centsToDollars = (cents: number) => formatDollars((cents / 100).toFixed(2));
