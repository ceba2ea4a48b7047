/** How a load reads on its card and in its details (US English, the device's clock). */
import type { Load } from '@haulbook/sync-protocol';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "Nov 18, 2026, 2:00 PM". */
export const formatLoadDate = (iso: string) => dateTime.format(new Date(iso));
/** "Nov 18, 2026" and "2:00 PM": a card shows them on two lines. */
export const formatLoadDay = (iso: string) => day.format(new Date(iso));
export const formatLoadTime = (iso: string) => time.format(new Date(iso));

/** The driver's load number, or "Load" and the end of the id when none was given. */
export const loadTitle = (load: Pick<Load, 'id' | 'loadNumber'>) =>
  load.loadNumber?.trim() || `Load ${load.id.slice(-6).toUpperCase()}`;

/** "Joplin, MO → Dallas, TX". */
export const loadRoute = (
  load: Pick<Load, 'pickupCity' | 'pickupState' | 'deliveryCity' | 'deliveryState'>,
) => `${load.pickupCity}, ${load.pickupState} → ${load.deliveryCity}, ${load.deliveryState}`;

export const formatWeight = (pounds: number) => `${whole.format(pounds)} lbs`;

/** A datetime-local value is wall-clock time on this device; the load stores the instant. */
export const localToIso = (local: string) => new Date(local).toISOString();
