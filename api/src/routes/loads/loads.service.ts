/**
 * Load rules on the server (docs/architecture.md, conflicts): status only moves forward; a cancel
 * (delete) wins over later edits, which then answer 404; total miles are computed here whatever
 * the client sent. A load's pay is never stored unless the driver typed it (docs/pay.md).
 */
import {
  canCorrectStatus,
  correctedLoadRecord,
  correctionRefusal,
  decimalToScaled,
  earningsLoadOf,
  editedLoadRecord,
  isStaleStatusWrite,
  loadExtrasSchema,
  loadMessages,
  loadStats,
  markStatusWrite,
  newLoadRecord,
  noExtras,
  statusMoveRefusal,
  tappedAt,
  tonuLoadRecord,
  weekSettingsOf,
  type CorrectedStatus,
  type CountedLoad,
  type Load,
  type LoadEdit,
  type LoadStats,
  type LoadStatus,
  type NewLoad,
  type PageQuery,
  type StatusMarks,
  type TonuRequest,
} from '@haulbook/sync-protocol';
import { usersRepository } from '../../repositories/users.repository.js';
import { v7 as uuidv7 } from 'uuid';
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
import { loadsRepository, type EarningRow } from './loads.repository.js';

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
    grossAmount: row.grossAmountCents === null ? null : row.grossAmountCents / 100,
    revenue: row.revenueCents === null ? null : row.revenueCents / 100,
    extras: readExtras(row.extras),
    documentUrl: row.documentUrl,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The stored extras; a row written before 0011 holds '{}', which reads as none. */
export function readExtras(json: string) {
  const parsed = loadExtrasSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : noExtras;
}

const cents = (dollars: number | null) => (dollars === null ? null : decimalToScaled(dollars, 2));

function toLoadRow(load: Load, userId: string, version: number): Insertable<LoadsTable> {
  const { revenue, grossAmount, isActive, revenueEstimated: _legacy, extras, ...rest } = load;
  return {
    ...rest,
    userId,
    version,
    isActive: isActive ? 1 : 0,
    grossAmountCents: cents(grossAmount),
    revenueCents: cents(revenue),
    extras: JSON.stringify(extras),
  };
}

const ok = (body: unknown, statusCode = 200): WriteResult => ({ statusCode, body });

/** A row of the dashboard's query as the earnings engine reads a load. */
const earningsLoadOfRow = (row: EarningRow) =>
  earningsLoadOf({
    id: row.id,
    loadNumber: row.loadNumber,
    status: row.status as LoadStatus,
    deliveryDate: row.closedAt,
    totalMiles: row.totalMiles,
    loadedMiles: row.loadedMiles,
    emptyMiles: row.emptyMiles,
    grossAmount: row.grossAmountCents === null ? null : row.grossAmountCents / 100,
    revenue: row.revenueCents === null ? null : row.revenueCents / 100,
    extras: readExtras(row.extras),
  });

export function loadsService(db: Db) {
  const loads = loadsRepository(db);
  const users = usersRepository(db);

  const loadCreate = {
    taken: 'A load with this id already exists',
    deleted: 'This load was cancelled',
  };

  /** docs/product.md §7's POST /api/loads may come without an id: the server makes one then. */
  const create =
    (userId: string, body: NewLoad): Work =>
    async (trx, version) => {
      const input = { ...body, id: body.id ?? uuidv7() };
      const earlier = await priorCreate(trx, 'loads', userId, input.id, loadCreate);
      if (earlier) return ok(toLoad(earlier));
      const rows = syncedRows(trx, 'loads');
      const load = newLoadRecord(input, isoNow());
      // A new load's status writes have no marks yet (status-correction.ts); given here, not left
      // to the column's default, so a batch can keep the row in memory (sync/write-behind.ts).
      await rows.insert({ ...toLoadRow(load, userId, version), statusMarks: '{}' });
      return ok({ ...load, version }, 201);
    };

  /** The row of a status write, or nothing when it is a late replay (status-correction.ts). */
  async function statusRow(trx: Db, userId: string, id: string, key: string | undefined) {
    const row = await syncedRows(trx, 'loads').find(userId, id);
    if (!row) throw notFound(loadMessages.notFound);
    const marks = JSON.parse(row.statusMarks) as StatusMarks;
    return { row, marks, stale: isStaleStatusWrite(marks, key) };
  }

  const marked = (marks: StatusMarks, key: string | undefined) =>
    JSON.stringify(markStatusWrite(marks, key));

  /**
   * A status write that finds its status already there changes nothing a driver sees, but its
   * place in its device's order is kept, so its late replay cannot undo a correction made after.
   */
  async function unchanged(
    trx: Db,
    row: Selectable<LoadsTable>,
    marks: StatusMarks,
    key: string | undefined,
  ) {
    const statusMarks = marked(marks, key);
    if (statusMarks !== row.statusMarks)
      await syncedRows(trx, 'loads').update(row.userId, row.id, { statusMarks });
    return ok(toLoad(row));
  }

  /**
   * Moves a load forward, dated when the driver tapped (`at`, tappedAt); asking for the status it
   * already has changes nothing.
   */
  const advance =
    (userId: string, id: string, to: LoadStatus, key: string | undefined, at?: string): Work =>
    async (trx, version) => {
      const { row, marks, stale } = await statusRow(trx, userId, id, key);
      const from = row.status as LoadStatus;
      if (from === 'cancelled') throw conflict(loadMessages.cancelled);
      if (stale) return ok(toLoad(row));
      const refusal = statusMoveRefusal(from, to);
      if (refusal) throw conflict(refusal);
      if (from === to) return unchanged(trx, row, marks, key);
      const now = isoNow();
      const tapped = tappedAt(at, now, to === 'delivered' ? row.actualPickupDate : null);
      const changes = {
        status: to,
        isActive: to === 'picked_up' ? 1 : 0,
        actualPickupDate: row.actualPickupDate ?? tapped,
        ...(to === 'delivered' ? { actualDeliveryDate: tapped } : {}),
        statusMarks: marked(marks, key),
        version,
        updatedAt: now,
      };
      await syncedRows(trx, 'loads').update(userId, id, changes);
      return ok(toLoad({ ...row, ...changes }));
    };

  /** The driver's correction: one step back; asking for the status it already has changes nothing. */
  const correct =
    (userId: string, id: string, to: CorrectedStatus, key: string | undefined): Work =>
    async (trx, version) => {
      const { row, marks, stale } = await statusRow(trx, userId, id, key);
      const from = row.status as LoadStatus;
      if (stale) return ok(toLoad(row));
      if (from === to) return unchanged(trx, row, marks, key);
      if (!canCorrectStatus(from, to)) throw conflict(correctionRefusal(to));
      const load = { ...correctedLoadRecord(toLoad(row), to, isoNow()), version };
      const { id: _id, createdAt: _created, ...changes } = toLoadRow(load, userId, version);
      await syncedRows(trx, 'loads').update(userId, id, {
        ...changes,
        statusMarks: marked(marks, key),
      });
      return ok(load);
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
      const load = { ...editedLoadRecord(toLoad(row), input, isoNow()), version };
      const { id: _id, createdAt: _created, ...changes } = toLoadRow(load, userId, version);
      await rows.update(userId, id, changes);
      return ok(load);
    };

  /** Cancels a load the carrier still pays for (TONU): it stays, closed, and pays its TONU. */
  const tonu =
    (userId: string, id: string, request: TonuRequest): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'loads');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(loadMessages.notFound);
      if (row.status === 'cancelled') return ok(toLoad(row));
      if (statusMoveRefusal(row.status as LoadStatus, 'cancelled'))
        throw conflict(loadMessages.onlyOpenTonu);
      const load = { ...tonuLoadRecord(toLoad(row), request, isoNow()), version };
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
      const refusal = statusMoveRefusal(row.status as LoadStatus, 'cancelled');
      if (refusal) throw conflict(refusal);
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
    const [rows, week] = await Promise.all([
      loads.datesForStats(userId, since),
      users.periodSettings(userId),
    ]);
    return loadStats(rows as CountedLoad[], now, weekSettingsOf(week));
  }

  /** The loads that earn, closed in the window, as the earnings engine reads them. */
  async function earning(userId: string, window: { from: string; to: string }) {
    return (await loads.earningLoads(userId, window)).map(earningsLoadOfRow);
  }

  // Load Management is a subscriber feature: every write passes the gate first (gate.ts).
  return {
    create: (userId: string, input: NewLoad) => subscribersOnly(userId, create(userId, input)),
    pickUp: (userId: string, id: string, key: string | undefined, at?: string) =>
      subscribersOnly(userId, advance(userId, id, 'picked_up', key, at)),
    deliver: (userId: string, id: string, key: string | undefined, at?: string) =>
      subscribersOnly(userId, advance(userId, id, 'delivered', key, at)),
    correct: (userId: string, id: string, to: CorrectedStatus, key: string | undefined) =>
      subscribersOnly(userId, correct(userId, id, to, key)),
    edit: (userId: string, id: string, input: LoadEdit) =>
      subscribersOnly(userId, edit(userId, id, input)),
    cancel: (userId: string, id: string) => subscribersOnly(userId, cancel(userId, id)),
    tonu: (userId: string, id: string, request: TonuRequest) =>
      subscribersOnly(userId, tonu(userId, id, request)),
    list,
    stats,
    earning,
  };
}
export type LoadsService = ReturnType<typeof loadsService>;
