/**
 * How a synced record is named to the driver when something about it needs their attention (a
 * stuck or refused change): the load by its number or its lane, the fill-up by its day and
 * odometer, a document by its name. Read from the row on the device, or from the change itself when the row is gone.
 */
import {
  expenseCategoryLabels,
  type ExpenseCategory,
  type FuelEntry,
  type Load,
  type OutboxMethod,
  type SyncedTable,
} from '@haulbook/sync-protocol';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const whole = new Intl.NumberFormat('en-US');

function loadLabel(load: Partial<Load>): string {
  if (load.loadNumber) return `Load ${load.loadNumber}`;
  if (load.pickupCity && load.deliveryCity)
    return `Load ${load.pickupCity}, ${load.pickupState} → ${load.deliveryCity}, ${load.deliveryState}`;
  return 'A load';
}

function fillUpLabel(entry: Partial<Pick<FuelEntry, 'date' | 'odometer'>>): string {
  const date = entry.date ? Date.parse(entry.date.slice(0, 10)) : NaN;
  const parts = [
    Number.isNaN(date) ? undefined : day.format(date),
    entry.odometer !== undefined ? `${whole.format(Number(entry.odometer))} mi` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? `Fill-up ${parts.join(', ')}` : 'A fill-up';
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "Expense Nov 20, tolls $18.50", with what is known of it. */
function expenseLabel(record: Record<string, unknown>): string {
  const date = typeof record.date === 'string' ? Date.parse(record.date) : NaN;
  const category = Object.hasOwn(expenseCategoryLabels, String(record.category))
    ? expenseCategoryLabels[record.category as ExpenseCategory].toLowerCase()
    : undefined;
  const amount = text(record.amount) && Number(record.amount);
  const what = [category, amount ? usd.format(amount) : undefined].filter(Boolean).join(' ');
  const parts = [Number.isNaN(date) ? undefined : day.format(date), what].filter(Boolean);
  return parts.length > 0 ? `Expense ${parts.join(', ')}` : 'An expense';
}

/** "0–2,000 mi", "2,000 mi and up". */
function milesBand(min: unknown, max: unknown): string | undefined {
  if (typeof min !== 'number') return undefined;
  return typeof max === 'number'
    ? `${whole.format(min)}–${whole.format(max)} mi`
    : `${whole.format(min)} mi and up`;
}

/** "Pay tier 0–2,000 mi", or "A pay tier" when the detail is not known. */
const named = (what: string, detail: string | undefined) =>
  detail ? `${what} ${detail}` : `A ${what.toLowerCase()}`;

/**
 * One name a table: a record of every synced table, so a table added to the sync without a name
 * here does not compile, and none is ever called a fill-up it is not.
 */
export const labels: Record<SyncedTable, (record: Record<string, unknown>) => string> = {
  loads: (record) => loadLabel(record as Partial<Load>),
  fuelEntries: (record) => fillUpLabel(record as Partial<FuelEntry>),
  payConfigs: () => 'Your pay settings',
  payTiers: (record) => named('Pay tier', milesBand(record.minMiles, record.maxMiles)),
  bonusTiers: (record) =>
    named('Bonus tier', text(record.description) ?? milesBand(record.minMiles, record.maxMiles)),
  userPreferences: () => 'Your preferences',
  bolDocuments: (record) => named('Document', text(record.originalName)),
  maintenanceItems: (record) => named('Service item', text(record.name)),
  maintenanceCosts: (record) => named('Maintenance cost', text(record.description)),
  settlements: (record) =>
    typeof record.periodStart === 'string'
      ? `Settlement for the pay period of ${day.format(Date.parse(record.periodStart))}`
      : 'A settlement',
  jurisdictionSegments: (record) =>
    text(record.jurisdiction) ? `Miles in ${String(record.jurisdiction)}` : 'Miles in a state',
  iftaRates: (record) =>
    text(record.jurisdiction) ? `IFTA rate for ${String(record.jurisdiction)}` : 'An IFTA rate',
  expenses: expenseLabel,
  officeAddresses: (record) => named('Office address', text(record.email)),
  paperworkSends: (record) =>
    text(record.email) ? `Paperwork to ${String(record.email)}` : 'A paperwork send',
  perDiemDays: (record) =>
    typeof record.date === 'string'
      ? `Per diem day ${day.format(Date.parse(record.date))}`
      : 'A per diem day',
};

export function recordLabel(table: SyncedTable, row: unknown): string {
  return labels[table]((row ?? {}) as Record<string, unknown>);
}

/**
 * Why the server refused a change, for the driver. A change to a record the server no longer has
 * (404) can only mean it was removed from another device: a cancel or a delete wins over later
 * changes (docs/architecture.md, conflicts). Anything else is the server's own message.
 */
export function refusalReason(
  table: SyncedTable,
  method: OutboxMethod,
  status: number,
  message: string,
): string {
  if (status !== 404 || method === 'POST') return message;
  return table === 'loads' ? 'cancelled on another device' : 'deleted on another device';
}

/** "Load LS-448990: cancelled on another device". */
export const refusalMessage = (rejection: { record?: string; reason?: string; message: string }) =>
  rejection.record
    ? `${rejection.record}: ${rejection.reason ?? rejection.message}`
    : rejection.message;
