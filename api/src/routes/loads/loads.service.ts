/**
 * Load rules on the server (ARCHITECTURE.md, conflicts): status only moves forward; a cancel
 * (delete) wins over later edits, which then answer 404; total miles and a missing revenue are
 * computed here whatever the client sent.
 */
import {
  canMoveStatus,
  decimalToScaled,
  editedLoadRecord,
  estimateRevenueCents,
  isValidTimeZone,
  loadMessages,
  loadStats,
  newLoadRecord,
  totalMiles,
  weekdays,
  type CountedLoad,
  type Load,
  type LoadEdit,
  type LoadStats,
  type LoadStatus,
  type NewLoad,
  type PageQuery,
  type Weekday,
} from '@haulbook/sync-protocol';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LoadsTable } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { decodeCursor, splitPage } from '../../lib/pages.js';
import { days, isoNow } from '../../lib/tokens.js';
import { priorCreate } from '../../sync/create-once.js';
import { syncRepository } from '../../sync/sync.repository.js';
import { subscribersOnly } from '../subscription/gate.js';
import { syncedRows } from '../../sync/synced-table.js';
import type { Work, WriteResult } from '../../sync/versioned-write.js';
import { paySettingsFor } from '../pay/pay.service.js';
import { loadsRepository } from './loads.repository.js';

export function toLoad(row: Selectable<LoadsTable>): Load {
  return {
    id: row.id,
    loadNumber: row.loadNumber,
    pickupCity: row.pickupCity,
    pickupState: row.pickupState,
    deliveryCity: row.deliveryCity,
    deliveryState: row.deliveryState,
    pickupDate: row.pickupDate,
    deliveryDate: row.deliveryDate,
    weight: row.weight,
    loadedMiles: row.loadedMiles,
    emptyMiles: row.emptyMiles,
    totalMiles: row.totalMiles,
    company: row.company,
    notes: row.notes,
    status: row.status as LoadStatus,
    isActive: row.isActive === 1,
    actualPickupDate: row.actualPickupDate,
    actualDeliveryDate: row.actualDeliveryDate,
    revenue: row.revenueCents === null ? null : row.revenueCents / 100,
    revenueEstimated: row.revenueEstimated === 1,
    documentUrl: row.documentUrl,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toLoadRow(load: Load, userId: string, version: number): Insertable<LoadsTable> {
  const { revenue, isActive, revenueEstimated, ...rest } = load;
  return {
    ...rest,
    userId,
    version,
    isActive: isActive ? 1 : 0,
    revenueEstimated: revenueEstimated ? 1 : 0,
    revenueCents: revenue === null ? null : decimalToScaled(revenue, 2),
  };
}

const ok = (body: unknown, statusCode = 200): WriteResult => ({ statusCode, body });

export function loadsService(db: Db) {
  const loads = loadsRepository(db);

  /** The driver's figure, or the estimate from the pay settings (flagged until one is entered). */
  async function revenueOf(
    trx: Db,
    userId: string,
    input: Pick<NewLoad, 'revenue' | 'loadedMiles' | 'emptyMiles'>,
  ) {
    if (input.revenue != null)
      return { cents: decimalToScaled(input.revenue, 2), estimated: false };
    const pay = await paySettingsFor(trx, userId);
    return { cents: estimateRevenueCents(totalMiles(input), pay), estimated: true };
  }

  const loadCreate = {
    taken: 'A load with this id already exists',
    deleted: 'This load was cancelled',
  };

  const create =
    (userId: string, input: NewLoad): Work =>
    async (trx, version) => {
      const earlier = await priorCreate(trx, 'loads', userId, input.id, loadCreate);
      if (earlier) return ok(toLoad(earlier));
      const rows = syncedRows(trx, 'loads');
      const revenue = await revenueOf(trx, userId, input);
      const load = newLoadRecord(input, revenue.cents / 100, isoNow(), revenue.estimated);
      await rows.insert(toLoadRow(load, userId, version));
      return ok({ ...load, version }, 201);
    };

  /** Moves a load forward; asking for the status it already has changes nothing. */
  const advance =
    (userId: string, id: string, to: LoadStatus): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'loads');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(loadMessages.notFound);
      const from = row.status as LoadStatus;
      if (!canMoveStatus(from, to)) throw conflict(loadMessages.alreadyDelivered);
      if (from === to) return ok(toLoad(row));
      const now = isoNow();
      const changes = {
        status: to,
        isActive: to === 'picked_up' ? 1 : 0,
        actualPickupDate: row.actualPickupDate ?? now,
        ...(to === 'delivered' ? { actualDeliveryDate: now } : {}),
        version,
        updatedAt: now,
      };
      await rows.update(userId, id, changes);
      return ok(toLoad({ ...row, ...changes }));
    };

  /**
   * Replaces the fields of the add form; status stays where it is. A cancelled load answers 404:
   * the cancel wins over edits made after it, on this device or another.
   */
  const edit =
    (userId: string, id: string, input: LoadEdit): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'loads');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(loadMessages.notFound);
      const revenue = await revenueOf(trx, userId, input);
      const edited = editedLoadRecord(toLoad(row), input, revenue.cents / 100, isoNow());
      const load = { ...edited, revenueEstimated: revenue.estimated, version };
      const { id: _id, createdAt: _created, ...changes } = toLoadRow(load, userId, version);
      await rows.update(userId, id, changes);
      return ok(load);
    };

  const cancel =
    (userId: string, id: string): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'loads');
      const sync = syncRepository(trx);
      const row = await rows.find(userId, id);
      if (!row) {
        if (await sync.hasTombstone(userId, 'loads', id))
          return ok({ success: true, message: 'Load cancelled' });
        throw notFound(loadMessages.notFound);
      }
      if (row.status === 'delivered') throw conflict('A delivered load cannot be cancelled');
      await rows.delete(userId, id);
      await sync.addTombstone(userId, 'loads', id, version, isoNow());
      return ok({ success: true, message: 'Load cancelled' });
    };

  async function list(userId: string, { limit, cursor }: PageQuery) {
    const after = cursor ? decodeCursor(cursor, ['string', 'string'] as const) : undefined;
    const rows = await loads.listPage(userId, after, limit + 1);
    const page = splitPage(rows, limit, (row) => [row.pickupDate, row.id]);
    return { items: page.items.map(toLoad), next: page.next };
  }

  async function stats(userId: string, now: Date): Promise<LoadStats> {
    // This month and this pay week begin at most 38 days ago in any time zone: older loads
    // cannot count, and a driver with years of history costs what a new one does.
    const since = new Date(now.getTime() - days(40)).toISOString();
    const [rows, pay, prefs] = await Promise.all([
      loads.datesForStats(userId, since),
      loads.paySettings(userId),
      loads.timeZone(userId),
    ]);
    const startDay = weekdays.find((d) => d === pay?.payPeriodStartDay) ?? ('monday' as Weekday);
    const timeZone = prefs && isValidTimeZone(prefs.timeZone) ? prefs.timeZone : 'UTC';
    return loadStats(rows as CountedLoad[], now, {
      payPeriodStartDay: startDay,
      timeZone,
    });
  }

  // Load Management is a subscriber feature: every write passes the gate first (gate.ts).
  return {
    create: (userId: string, input: NewLoad) => subscribersOnly(userId, create(userId, input)),
    pickUp: (userId: string, id: string) =>
      subscribersOnly(userId, advance(userId, id, 'picked_up')),
    deliver: (userId: string, id: string) =>
      subscribersOnly(userId, advance(userId, id, 'delivered')),
    edit: (userId: string, id: string, input: LoadEdit) =>
      subscribersOnly(userId, edit(userId, id, input)),
    cancel: (userId: string, id: string) => subscribersOnly(userId, cancel(userId, id)),
    list,
    stats,
  };
}
export type LoadsService = ReturnType<typeof loadsService>;
