/**
 * Fuel entries on the server. MPG is computed here, from the driver's stored diesel fill-ups by
 * odometer (the shared rule), so an entry synced late still gets the right neighbour; the fill-up
 * right after it is measured again, since its previous fill-up just changed.
 */
import {
  decimalToScaled,
  fuelStats,
  isValidTimeZone,
  mpgCenti,
  previousDiesel,
  scaledToDecimal,
  totalCostMilli,
  weekdays,
  type FuelEntry,
  type FuelStats,
  type FuelType,
  type NewFuelEntry,
  type PageQuery,
  type Weekday,
} from '@haulbook/sync-protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FuelEntriesTable } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { decodeCursor, splitPage } from '../../lib/pages.js';
import { isoNow } from '../../lib/tokens.js';
import { versionedWrite, type WriteContext, type WriteResult } from '../../sync/versioned-write.js';
import { fuelRepository } from './fuel.repository.js';
import type { Receipt, ReceiptStore } from './receipts.js';

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
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function fuelService(db: Db, receipts: ReceiptStore) {
  const fuel = fuelRepository(db);

  /** Measures the diesel fill-up after `odometer` again, now that its previous one may differ. */
  async function remeasureNext(trx: Db, userId: string, odometer: number, version: number) {
    const diesel = (await fuelRepository(trx).diesel(userId)).map(toFuelEntry);
    const next = diesel.find((e) => e.odometer > odometer);
    if (!next) return;
    const mpg = mpgCenti(next, previousDiesel(diesel, next.odometer));
    const current = next.mpg === null ? null : decimalToScaled(next.mpg, 2);
    if (mpg === current) return;
    await fuelRepository(trx).update(userId, next.id, {
      mpgCenti: mpg,
      version,
      updatedAt: isoNow(),
    });
  }

  async function create(
    ctx: WriteContext,
    input: NewFuelEntry,
    receipt: Receipt | undefined,
  ): Promise<WriteResult> {
    let saved: string | undefined;
    try {
      return await versionedWrite(db, ctx, async (trx, version) => {
        const repo = fuelRepository(trx);
        const owner = await repo.findAnyOwner(input.id);
        if (owner && owner.userId !== ctx.userId)
          throw conflict('A fuel entry with this id already exists');
        if (owner)
          return { statusCode: 200, body: toFuelEntry((await repo.find(ctx.userId, input.id))!) };
        const gallonsMilli = decimalToScaled(input.gallons, 3);
        const pricePerGallonMilli = decimalToScaled(input.pricePerGallon, 3);
        const odometer = Number(input.odometer);
        const missedPreviousEntry = input.missedPreviousEntry === 'true';
        const diesel = (await repo.diesel(ctx.userId)).map(toFuelEntry);
        const mpg = mpgCenti(
          { fuelType: input.fuelType, odometer, missedPreviousEntry, gallons: input.gallons },
          previousDiesel(diesel, odometer),
        );
        const now = isoNow();
        await repo.insert({
          id: input.id,
          userId: ctx.userId,
          version,
          location: input.location ?? '',
          date: input.date,
          odometer,
          gallonsMilli,
          pricePerGallonMilli,
          totalCostMilli: totalCostMilli(gallonsMilli, pricePerGallonMilli),
          fuelType: input.fuelType,
          mpgCenti: mpg,
          receiptUrl: receipt ? `/api/fuel/${input.id}/receipt` : null,
          missedPreviousEntry: missedPreviousEntry ? 1 : 0,
          assignedLoadId: null,
          createdAt: now,
          updatedAt: now,
        });
        if (input.fuelType === 'diesel') await remeasureNext(trx, ctx.userId, odometer, version);
        if (receipt) saved = await receipts.save(ctx.userId, input.id, receipt);
        return { statusCode: 201, body: toFuelEntry((await repo.find(ctx.userId, input.id))!) };
      });
    } catch (error) {
      if (saved) await receipts.remove(saved);
      throw error;
    }
  }

  async function stats(userId: string, now: Date): Promise<FuelStats> {
    const [rows, settings] = await Promise.all([
      fuel.listForUser(userId),
      fuel.periodSettings(userId),
    ]);
    const startDay =
      weekdays.find((d) => d === settings?.payPeriodStartDay) ?? ('monday' as Weekday);
    const timeZone = settings && isValidTimeZone(settings.timeZone) ? settings.timeZone : 'UTC';
    return fuelStats(rows.map(toFuelEntry), now, { payPeriodStartDay: startDay, timeZone });
  }

  return {
    create,
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
