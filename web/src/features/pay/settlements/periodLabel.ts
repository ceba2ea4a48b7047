/** A pay period as a driver reads it, built from its local dates (no locale): "Nov 16 – Nov 22". */
import { addDays, type DateRange } from '@haulbook/sync-protocol';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dayLabel = (day: string) =>
  `${months[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

export const periodLabel = (range: DateRange) =>
  `${dayLabel(range.start)} – ${dayLabel(addDays(range.end, -1))}`;
