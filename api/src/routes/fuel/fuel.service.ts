/**
 * Fuel entries on the server. MPG is computed here, from the driver's stored diesel fill-ups by
 * odometer (the shared rule), so an entry synced late still gets the right neighbour; the fill-up
 * right after it is measured again, since its previous fill-up just changed.
 */
import {
  decimalToScaled,
  fillUpRecord,
  fuelMessages,
  fuelStats,
  mpgCenti,
  scaledToDecimal,
  totalCostMilli,
  weekSettingsOf,
  type FuelEdit,
  type FuelEntry,
  type FuelStats,
  type FuelType,
  type NewFuelEntry,
  type PageQuery,
} from '@haulbook/sync-protocol';
import { usersRepository } from '../../repositories/users.repository.js';
import { v7 as uuidv7 } from 'uuid';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FuelEntriesTable } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { decodeCursor, splitPage } from '../../lib/pages.js';
import { isoNow } from '../../lib/tokens.js';
import { priorCreate } from '../../sync/create-once.js';
import { syncedRows } from '../../sync/synced-table.js';
import {
  versionedWrite,
  type Work,
  type WriteContext,
  type WriteResult,
} from '../../sync/versioned-write.js';
import { ownLoad } from '../loads/own-load.js';
import { subscribersOnly } from '../subscription/gate.js';
import { fuelRepository } from './fuel.repository.js';
import type { Receipt, ReceiptStore } from './receipts.js';
import { deleteOnce } from '../../sync/delete-once.js';

type FuelRow = Selectable<FuelEntriesTable>;

export function toFuelEntry(row: FuelRow): FuelEntry {
  return {
    id: row.id,
    date: row.date,
    location: row.location,
    odometer: row.odometer,
    gallons: scaledToDecimal(row.gallonsMilli, 3),
    pricePerGallon: scaledToDecimal(row.pricePerGallonMilli, 3),
    totalCost: scaledToDecimal(row.totalCostMilli, 3),
    fuelType: row.fuelType as FuelType,
    mpg: row.mpgCenti === null ? null : scaledToDecimal(row.mpgCenti, 2),
    receiptUrl: row.receiptUrl,
    missedPreviousEntry: row.missedPreviousEntry === 1,
    assignedLoadId: row.assignedLoadId,
    jurisdiction: row.jurisdiction,
    taxPaid: row.taxPaid === 1,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A fill-up as its row stores it: the inverse of toFuelEntry. */
function fuelColumns(entry: FuelEntry, userId: string): FuelRow {
  return {
    id: entry.id,
    userId,
    version: entry.version,
    location: entry.location,
    date: entry.date,
    odometer: entry.odometer,
    gallonsMilli: decimalToScaled(entry.gallons, 3),
    pricePerGallonMilli: decimalToScaled(entry.pricePerGallon, 3),
    totalCostMilli: decimalToScaled(entry.totalCost, 3),
    fuelType: entry.fuelType,
    mpgCenti: entry.mpg === null ? null : decimalToScaled(entry.mpg, 2),
    receiptUrl: entry.receiptUrl,
    missedPreviousEntry: entry.missedPreviousEntry ? 1 : 0,
    assignedLoadId: entry.assignedLoadId,
    jurisdiction: entry.jurisdiction,
    taxPaid: entry.taxPaid ? 1 : 0,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  };
}

const created = (row: FuelRow): WriteResult => ({ statusCode: 201, body: toFuelEntry(row) });

export function fuelService(db: Db, receipts: ReceiptStore) {
  const fuel = fuelRepository(db);

  /** Measures a fill-up again from the diesel fill-up now before it; returns its MPG. */
  async function remeasure(trx: Db, userId: string, row: FuelRow, version: number) {
    const previous = await fuelRepository(trx).dieselBelow(userId, row.odometer);
    const mpg = mpgCenti(toFuelEntry(row), previous);
    if (mpg === row.mpgCenti) return mpg;
    await syncedRows(trx, 'fuelEntries').update(userId, row.id, {
      mpgCenti: mpg,
      version,
      updatedAt: isoNow(),
    });
    return mpg;
  }

  /** Measures the diesel fill-ups after `odometer` again, now that their previous one may differ. */
  async function remeasureNext(trx: Db, userId: string, odometer: number, version: number) {
    await remeasureAt(
      trx,
      userId,
      await fuelRepository(trx).dieselAbove(userId, odometer),
      version,
    );
  }

  /** Measures again every diesel fill-up at the reading of `next` (the one after a change). */
  async function remeasureAt(trx: Db, userId: string, next: FuelRow | undefined, version: number) {
    if (!next) return;
    for (const row of await fuelRepository(trx).dieselAt(userId, next.odometer))
      await remeasure(trx, userId, row, version);
  }

  /**
   * Logs a fill-up; `receipt`, when there is one, is written inside the change and `onSaved` told
   * where, so the caller can remove it if the transaction does not commit. Fuel Tracking is a
   * subscriber feature: the gate (gate.ts) runs first.
   */
  const create = (
    userId: string,
    body: NewFuelEntry,
    receipt?: Receipt,
    onSaved?: (file: string) => void,
  ): Work =>
    subscribersOnly(userId, async (trx, version) => {
      const input = { ...body, id: body.id ?? uuidv7() };
      const earlier = await priorCreate(trx, 'fuelEntries', userId, input.id, {
        taken: 'A fuel entry with this id already exists',
        deleted: 'This fill-up was deleted',
      });
      if (earlier) return { statusCode: 200, body: toFuelEntry(earlier) };
      const odometer = Number(input.odometer);
      // The fill-up after this one is the same before and after it is stored (readings differ).
      const nearby = fuelRepository(trx);
      const { below, above } = await nearby.dieselAround(userId, odometer);
      const entry = fillUpRecord(input, {
        id: input.id,
        previous: below,
        assignedLoadId: await ownLoad(trx, userId, input.assignedLoadId),
        receiptUrl: receipt ? `/api/fuel/${input.id}/receipt` : null,
        version,
        now: isoNow(),
      });
      const row = fuelColumns(entry, userId);
      await syncedRows(trx, 'fuelEntries').insert(row);
      if (input.fuelType === 'diesel' && !above) nearby.keepDieselTop(odometer);
      if (input.fuelType === 'diesel') await remeasureAt(trx, userId, above, version);
      if (receipt) onSaved?.(await receipts.save(userId, input.id, receipt));
      return created(row);
    });

  /** POST /api/fuel with its receipt: a file left by a call that did not commit is removed. */
  async function createWithReceipt(
    ctx: WriteContext,
    input: NewFuelEntry,
    receipt: Receipt | undefined,
  ): Promise<WriteResult> {
    let saved: string | undefined;
    try {
      return await versionedWrite(
        db,
        ctx,
        create(ctx.userId, input, receipt, (file) => (saved = file)),
      );
    } catch (error) {
      if (saved) await receipts.remove(saved);
      throw error;
    }
  }

  /**
   * Replaces a fill-up's fields (and its receipt when a new one comes, or removes it), then
   * measures again the fill-up itself and the ones right after its old and its new reading
   * (sync-protocol remeasuredMpg). A deleted fill-up answers 404: the delete wins.
   */
  const edit = (
    userId: string,
    id: string,
    input: FuelEdit,
    receipt?: Receipt,
    onSaved?: (file: string) => void,
  ): Work =>
    subscribersOnly(userId, async (trx, version) => {
      const rows = syncedRows(trx, 'fuelEntries');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(fuelMessages.notFound);
      const gallonsMilli = decimalToScaled(input.gallons, 3);
      const pricePerGallonMilli = decimalToScaled(input.pricePerGallon, 3);
      const receiptUrl = receipt
        ? `/api/fuel/${id}/receipt`
        : input.removeReceipt === 'true'
          ? null
          : row.receiptUrl;
      const changes = {
        location: input.location ?? '',
        date: input.date,
        odometer: Number(input.odometer),
        gallonsMilli,
        pricePerGallonMilli,
        totalCostMilli: totalCostMilli(gallonsMilli, pricePerGallonMilli),
        fuelType: input.fuelType,
        missedPreviousEntry: input.missedPreviousEntry === 'true' ? 1 : 0,
        // Left out (an app from before IFTA), they stay; '' clears the state.
        jurisdiction:
          input.jurisdiction === undefined ? row.jurisdiction : input.jurisdiction || null,
        taxPaid: input.taxPaid === undefined ? row.taxPaid : input.taxPaid === 'false' ? 0 : 1,
        receiptUrl,
        version,
        updatedAt: isoNow(),
      };
      await rows.update(userId, id, changes);
      const edited = { ...row, ...changes };
      edited.mpgCenti = await remeasure(trx, userId, edited, version);
      await remeasureNext(trx, userId, row.odometer, version);
      await remeasureNext(trx, userId, edited.odometer, version);
      if (receipt) onSaved?.(await receipts.save(userId, id, receipt));
      return { statusCode: 200, body: toFuelEntry(edited) };
    });

  /** Deletes a fill-up; the one after it is measured from the fill-up before it. Replays answer 200. */
  const remove = (userId: string, id: string): Work =>
    subscribersOnly(userId, async (trx, version) => {
      const gone = await deleteOnce(trx, 'fuelEntries', userId, id, version);
      if (!gone) throw notFound(fuelMessages.notFound);
      if (gone !== 'already') await remeasureNext(trx, userId, gone.odometer, version);
      return { statusCode: 200, body: { success: true, message: 'Fuel entry deleted' } };
    });

  /** PUT /api/fuel/{id} with a new receipt: a file left by a call that did not commit is removed. */
  async function editWithReceipt(
    ctx: WriteContext,
    id: string,
    input: FuelEdit,
    receipt: Receipt | undefined,
  ): Promise<WriteResult> {
    let saved: string | undefined;
    try {
      return await versionedWrite(
        db,
        ctx,
        edit(ctx.userId, id, input, receipt, (file) => (saved = file)),
      );
    } catch (error) {
      if (saved) await receipts.remove(saved);
      throw error;
    }
  }

  async function stats(userId: string, now: Date): Promise<FuelStats> {
    const [rows, week] = await Promise.all([
      fuel.listForUser(userId),
      usersRepository(db).periodSettings(userId),
    ]);
    return fuelStats(rows.map(toFuelEntry), now, weekSettingsOf(week));
  }

  return {
    create,
    createWithReceipt,
    edit,
    editWithReceipt,
    remove,
    stats,
    list: async (userId: string, { limit, cursor }: PageQuery) => {
      const after = cursor
        ? decodeCursor(cursor, ['string', 'number', 'string'] as const)
        : undefined;
      const rows = await fuel.listPage(userId, after, limit + 1);
      const page = splitPage(rows, limit, (row) => [row.date, row.odometer, row.id]);
      return { items: page.items.map(toFuelEntry), next: page.next };
    },
    last: async (userId: string) => {
      const row = await fuel.latest(userId);
      return { odometer: row?.odometer ?? null };
    },
    receipt: async (userId: string, id: string) => {
      const row = await fuel.find(userId, id);
      return row?.receiptUrl ? receipts.find(userId, id) : undefined;
    },
  };
}
export type FuelService = ReturnType<typeof fuelService>;
