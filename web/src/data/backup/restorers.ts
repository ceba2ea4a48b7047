/**
 * How each synced table's exported rows are written back: the same REST calls the outbox replays
 * for a driver's own writes (docs/product.md §7), keeping each row's id, so the server answers a row it
 * already has with the row itself and nothing is doubled.
 */
import {
  newOfficeAddressSchema,
  defaultPayConfig,
  documentKindOf,
  expenseFieldsSchema,
  maintenanceItemFieldsSchema,
  payConfigUpdateSchema,
  settlementEditSchema,
  type BolDocument,
  type BonusTier,
  type FuelEntry,
  type Load,
  type MaintenanceCost,
  type PayConfig,
  type PayTier,
  type Preferences,
  type SyncedTable,
  perDiemDayFieldsSchema,
  rateFieldsSchema,
  segmentFieldsSchema,
} from '@haulbook/sync-protocol';
import type { HaulbookDb } from '../db';
import { documentWrites } from '../documents';
import { expenseWrites } from '../expenses';
import { perDiemWrites } from '../perDiem';
import { iftaWrites } from '../ifta';
import { loadWrites } from '../loads';
import { maintenanceWrites } from '../maintenance';
import { paperworkWrites } from '../paperwork';
import { payWrites } from '../pay';
import { settlementWrites } from '../settlements';
import { queueChange } from '../sync/outbox';

export interface RestoreContext {
  db: HaulbookDb;
  userId: string;
  /** The exported file of a row, checked as the server will check it (importFiles.ts). */
  fileOf(table: SyncedTable, rowId: string): File | undefined;
}

type Restorer = (ctx: RestoreContext, row: Record<string, unknown>) => Promise<void>;

async function restoreLoad({ db }: RestoreContext, raw: Record<string, unknown>) {
  const load = { ...(raw as unknown as Load), version: 0 };
  const { id, status } = load;
  const body = {
    id,
    loadNumber: load.loadNumber,
    pickupCity: load.pickupCity,
    pickupState: load.pickupState,
    deliveryCity: load.deliveryCity,
    deliveryState: load.deliveryState,
    pickupDate: load.pickupDate,
    deliveryDate: load.deliveryDate,
    loadedMiles: load.loadedMiles,
    emptyMiles: load.emptyMiles,
    weight: load.weight,
    company: load.company,
    notes: load.notes,
    grossAmount: load.grossAmount ?? null,
    // A revenue an earlier release stored as an estimate is not the driver's figure.
    revenue: load.revenueEstimated ? null : load.revenue,
    extras: load.extras,
  };
  const entry = { table: 'loads' as const, rowId: id, failureTitle: 'Error Adding Load' };
  await queueChange(db, db.loads, { ...entry, method: 'POST', path: '/api/loads', body }, () =>
    db.loads.put(load),
  );
  // The status moves forward only (docs/architecture.md, conflicts), by the calls that move it.
  const noLocalChange = () => Promise.resolve();
  if (status === 'cancelled')
    await queueChange(
      db,
      db.loads,
      { ...entry, method: 'PATCH', path: `/api/loads/${id}/tonu`, body: {} },
      noLocalChange,
    );
  if (status === 'picked_up' || status === 'delivered')
    await queueChange(
      db,
      db.loads,
      { ...entry, method: 'PATCH', path: `/api/loads/${id}/pickup` },
      noLocalChange,
    );
  if (status === 'delivered')
    await queueChange(
      db,
      db.loads,
      { ...entry, method: 'PATCH', path: `/api/loads/${id}`, body: { status: 'delivered' } },
      noLocalChange,
    );
}

async function restoreFuel(ctx: RestoreContext, raw: Record<string, unknown>) {
  const { db } = ctx;
  const entry = raw as unknown as FuelEntry;
  const receipt = ctx.fileOf('fuelEntries', entry.id);
  const body: Record<string, string> = {
    id: entry.id,
    date: entry.date,
    odometer: String(entry.odometer),
    gallons: entry.gallons,
    pricePerGallon: entry.pricePerGallon,
    fuelType: entry.fuelType,
    missedPreviousEntry: String(entry.missedPreviousEntry),
    ...(entry.location ? { location: entry.location } : {}),
    ...(entry.jurisdiction ? { jurisdiction: entry.jurisdiction } : {}),
    taxPaid: String(entry.taxPaid !== false),
    ...(entry.assignedLoadId ? { assignedLoadId: entry.assignedLoadId } : {}),
  };
  await queueChange(
    db,
    db.fuelEntries,
    {
      method: 'POST',
      path: '/api/fuel',
      body,
      files: receipt ? [{ field: 'receipt', name: receipt.name, blob: receipt }] : [],
      table: 'fuelEntries',
      rowId: entry.id,
      failureTitle: 'Error adding fuel entry',
    },
    () => db.fuelEntries.put({ ...entry, receiptUrl: null, version: 0 }),
  );
}

/** The one preferences row is the driver's own: it keeps this account's id. */
async function restorePreferences(ctx: RestoreContext, raw: Record<string, unknown>) {
  const { distanceUnit, pushNotifications, incomeBasis, perDiemRate } =
    raw as unknown as Preferences;
  const taxSettings = {
    ...(incomeBasis ? { incomeBasis } : {}),
    ...(perDiemRate ? { perDiemRate } : {}),
  };
  const { db, userId } = ctx;
  const now = new Date().toISOString();
  await queueChange(
    db,
    db.userPreferences,
    {
      method: 'POST',
      path: '/api/preferences',
      body: { distanceUnit, pushNotifications, ...taxSettings },
      table: 'userPreferences',
      rowId: userId,
      failureTitle: 'Failed to update preferences',
    },
    async () => {
      const current = await db.userPreferences.get(userId);
      await db.userPreferences.put({
        ...(raw as unknown as Preferences),
        ...current,
        id: userId,
        distanceUnit,
        pushNotifications,
        ...taxSettings,
        updatedAt: now,
      });
    },
  );
}

/** The writes below run as the screens make them; the import's own sync round follows. */
const noSync = () => undefined;

/** The driver's pay writes, as the Pay screen makes them. */
const payOf = (db: HaulbookDb) => payWrites(db, noSync);

/**
 * The one pay config is the driver's own: its exported fields are sent as the driver's change, so
 * every figure worked out from it (rates, start day, extras) reads as it did on the old device.
 */
async function restorePayConfig({ db, userId }: RestoreContext, raw: Record<string, unknown>) {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = raw as PayConfig;
  await payOf(db).updatePayConfig(userId, payConfigUpdateSchema.parse(fields));
}

/** A tier pays under the pay type it was made under (the config, restored first, names it). */
async function restorePayTier({ db }: RestoreContext, raw: Record<string, unknown>) {
  const { id, minMiles, maxMiles, rate, orderIndex, payType } = raw as unknown as PayTier;
  const config = await db.payConfigs.toCollection().first();
  await payOf(db).addPayTier(
    { id, minMiles, maxMiles, rate, orderIndex },
    payType ?? config?.payType ?? defaultPayConfig.payType,
  );
}

async function restoreBonusTier({ db }: RestoreContext, raw: Record<string, unknown>) {
  const tier = raw as unknown as BonusTier;
  const { bonusType, bonusAmount, timePeriod, minMiles, maxMiles, description } = tier;
  await payOf(db).addBonusTier({
    id: tier.id,
    bonusType,
    bonusAmount,
    timePeriod,
    minMiles,
    maxMiles,
    description,
  });
}

async function restoreMaintenanceItem({ db }: RestoreContext, raw: Record<string, unknown>) {
  const fields = maintenanceItemFieldsSchema.parse(raw);
  await maintenanceWrites(db, noSync).addItem(fields, String(raw.id));
}

/** A cost comes back with its receipt photo, when the export holds it. */
async function restoreMaintenanceCost(ctx: RestoreContext, raw: Record<string, unknown>) {
  const cost = raw as unknown as MaintenanceCost;
  const receipt = ctx.fileOf('maintenanceCosts', cost.id);
  await maintenanceWrites(ctx.db, noSync).addCost(
    {
      ...(cost.itemId ? { itemId: cost.itemId } : {}),
      date: cost.date,
      description: cost.description,
      amount: cost.amount,
      ...(cost.odometer === null ? {} : { odometer: String(cost.odometer) }),
    },
    receipt,
    cost.id,
  );
}

async function restoreSettlement({ db }: RestoreContext, raw: Record<string, unknown>) {
  await settlementWrites(db, noSync).save(null, settlementEditSchema.parse(raw), String(raw.id));
}

async function restoreSegment({ db }: RestoreContext, raw: Record<string, unknown>) {
  await iftaWrites(db, noSync).addSegment(segmentFieldsSchema.parse(raw), String(raw.id));
}

async function restoreRate({ db }: RestoreContext, raw: Record<string, unknown>) {
  await iftaWrites(db, noSync).saveRate(rateFieldsSchema.parse(raw), String(raw.id));
}

/** An expense comes back with its receipt photo, when the export holds it. */
async function restoreExpense(ctx: RestoreContext, raw: Record<string, unknown>) {
  const id = String(raw.id);
  await expenseWrites(ctx.db, noSync).addExpense(
    expenseFieldsSchema.parse(raw),
    ctx.fileOf('expenses', id),
    id,
  );
}

/** An office address comes back unconfirmed: the driver reads it back once before it is used. */
async function restoreOfficeAddress({ db }: RestoreContext, raw: Record<string, unknown>) {
  const { label, email } = newOfficeAddressSchema.parse(raw);
  await paperworkWrites(db, noSync).addAddress(label, email, String(raw.id));
}

async function restorePerDiemDay({ db }: RestoreContext, raw: Record<string, unknown>) {
  const { date, status } = perDiemDayFieldsSchema.parse(raw);
  await perDiemWrites(db, noSync).setDay(date, status, String(raw.id));
}

/**
 * A document comes back as the device that photographed it queued it (data/documents.ts): its
 * row, its upload under its own id, name and kind, and a copy kept here so it opens in a dead
 * zone. The import leaves out a document whose file it lacks (fileKinds.ts), so the file is here.
 */
async function restoreDocument({ db, fileOf }: RestoreContext, raw: Record<string, unknown>) {
  const doc = raw as unknown as BolDocument;
  const file = fileOf('bolDocuments', doc.id)!;
  // The server keeps the name it is sent as the document's own.
  const named = new File([file], doc.originalName, { type: file.type });
  await documentWrites(db, loadWrites(db, noSync), noSync).addDocuments(
    doc.loadId,
    [named],
    documentKindOf(doc),
    [doc.id],
  );
}

/**
 * Every synced table says how its rows come back: a record of sync-protocol's list, so a table
 * added there without a decision here does not compile. `null` is "not imported yet": the import
 * reports those rows as not imported instead of half-restoring them.
 */
export const restorers: Record<SyncedTable, Restorer | null> = {
  loads: restoreLoad,
  fuelEntries: restoreFuel,
  payConfigs: restorePayConfig,
  payTiers: restorePayTier,
  bonusTiers: restoreBonusTier,
  userPreferences: restorePreferences,
  maintenanceItems: restoreMaintenanceItem,
  maintenanceCosts: restoreMaintenanceCost,
  settlements: restoreSettlement,
  jurisdictionSegments: restoreSegment,
  iftaRates: restoreRate,
  expenses: restoreExpense,
  perDiemDays: restorePerDiemDay,
  bolDocuments: restoreDocument,
  officeAddresses: restoreOfficeAddress,
  // A send is what went out then: made again it would mail the office a second time.
  paperworkSends: null,
};

/** Rows of these tables are the account's own singletons: imported over, never skipped. */
export const singletonTables: ReadonlySet<SyncedTable> = new Set(['payConfigs', 'userPreferences']);
