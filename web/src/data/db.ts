/**
 * The device database (Dexie over IndexedDB). Invariant: every `version()` declaration stays here
 * forever, in order; a new table or index is a new version, never an edit of an old one, so a
 * driver's phone that skipped releases still upgrades step by step without losing entries.
 */
import type {
  BolDocument,
  BonusTier,
  CurrentUser,
  Expense,
  FuelEntry,
  IftaRate,
  JurisdictionSegment,
  Load,
  MaintenanceCost,
  MaintenanceItem,
  OfficeAddress,
  PayConfig,
  PaperworkSend,
  PayTier,
  PerDiemDay,
  Preferences,
  Settlement,
} from '@haulbook/sync-protocol';
import Dexie, { type EntityTable, type Table } from 'dexie';
import { HAULBOOK_DB_NAME } from './dbName';
import { buildClosedLoads, type ClosedLoadsMonth, type SeenIds } from './closedLoads';
import { closedLoadsWrites } from './closedLoadsWrites';
import type { KeptFile } from './keptFile';
import type { OutboxEntry, Rejection, ShadowRow, SyncStateRow } from './sync/outbox';

/** The last user GET /api/auth/me returned: offline, this keeps the driver signed in. */
export interface SessionRow {
  key: 'current';
  user: CurrentUser;
  savedAt: string;
}

/** A copy of a paperwork file kept on this device, so the viewer opens it with no signal. */
export interface SavedFileRow {
  /** `<table>:<row id>`: the document or fill-up the file belongs to. */
  key: string;
  /** Kept as its bytes (keptFile.ts); a copy saved before that is a Blob. */
  blob: KeptFile;
  savedAt: string;
}

export class HaulbookDb extends Dexie {
  session!: EntityTable<SessionRow, 'key'>;
  /** Synced tables hold rows in the server's shape; a new one is a line here and in syncedTables. */
  loads!: Table<Load, string>;
  fuelEntries!: Table<FuelEntry, string>;
  payConfigs!: Table<PayConfig, string>;
  payTiers!: Table<PayTier, string>;
  bonusTiers!: Table<BonusTier, string>;
  userPreferences!: Table<Preferences, string>;
  bolDocuments!: Table<BolDocument, string>;
  savedFiles!: Table<SavedFileRow, string>;
  maintenanceItems!: Table<MaintenanceItem, string>;
  maintenanceCosts!: Table<MaintenanceCost, string>;
  settlements!: Table<Settlement, string>;
  jurisdictionSegments!: Table<JurisdictionSegment, string>;
  iftaRates!: Table<IftaRate, string>;
  expenses!: Table<Expense, string>;
  perDiemDays!: Table<PerDiemDay, string>;
  officeAddresses!: Table<OfficeAddress, string>;
  paperworkSends!: Table<PaperworkSend, string>;
  /** Derived, never synced: the loads that earn, a month to a record (closedLoads.ts). */
  closedLoads!: Table<ClosedLoadsMonth, string>;
  closedLoadIds!: Table<SeenIds, 'seen'>;
  outbox!: Table<OutboxEntry, number>;
  shadows!: Table<ShadowRow, [ShadowRow['table'], string]>;
  rejections!: Table<Rejection, number>;
  syncState!: Table<SyncStateRow, 'state'>;

  constructor(name = HAULBOOK_DB_NAME) {
    super(name);
    this.version(1).stores({ session: 'key' });
    this.version(2).stores({
      loads: 'id, status, pickupDate',
      outbox: '++seq, [table+rowId]',
      shadows: '[table+rowId]',
      rejections: '++id',
      syncState: 'key',
    });
    this.version(3).stores({ fuelEntries: 'id, date, odometer, fuelType' });
    this.version(4).stores({
      loads: 'id, status, pickupDate, deliveryDate',
      payConfigs: 'id',
      payTiers: 'id, minMiles',
      bonusTiers: 'id, createdAt',
    });
    this.version(5).stores({ bolDocuments: 'id, loadId', savedFiles: 'key, savedAt' });
    this.version(6).stores({ userPreferences: 'id' });
    this.version(7).stores({ maintenanceItems: 'id', maintenanceCosts: 'id, itemId, date' });
    // The dashboard reads a window's deliveries by when they were tapped Delivered too.
    this.version(8).stores({
      loads: 'id, status, pickupDate, deliveryDate, actualDeliveryDate',
    });
    this.version(9).stores({ settlements: 'id, periodStart' });
    // Lists read a window of their newest rows instead of the whole table (data/loadList.ts,
    // data/fuelList.ts): loads of one status by pickup, fill-ups by day and odometer, and the
    // fill-ups of one load.
    this.version(10).stores({
      loads: 'id, status, pickupDate, deliveryDate, actualDeliveryDate, [status+pickupDate]',
      fuelEntries: 'id, date, odometer, fuelType, assignedLoadId, [date+odometer]',
    });
    // Every index is kept up on each row stored, and a new phone stores its whole history: the
    // loads of one status and the fill-ups of a day are read through the compound index that
    // starts with that field (Dexie's virtual index), so the single ones go.
    this.version(11).stores({
      loads: 'id, pickupDate, deliveryDate, actualDeliveryDate, [status+pickupDate]',
      fuelEntries: 'id, odometer, fuelType, assignedLoadId, [date+odometer]',
    });
    // IFTA (docs/product.md §10): a quarter's segments by day, a load's by load, rates by quarter.
    this.version(12).stores({ jurisdictionSegments: 'id, date, loadId', iftaRates: 'id, quarter' });
    // Expenses: a month's by day, and a load's (what the load cost) by load.
    this.version(13).stores({ expenses: 'id, date, loadId' });
    // Per diem: the driver's corrections of a year, by day.
    this.version(14).stores({ perDiemDays: 'id, date' });
    // Sending paperwork: the addresses by name, a load's sends by load.
    this.version(15).stores({ officeAddresses: 'id, label', paperworkSends: 'id, loadId' });
    // Profit reads a month of the loads that earn as one record: built from the loads here, then
    // kept by every write of loads (closedLoadsWrites.ts). An upgrade that rewrites loads keeps it
    // too; one that changes what it keeps (closedLoads.ts keptOf) builds it again.
    this.version(16)
      .stores({ closedLoads: 'month', closedLoadIds: 'key' })
      .upgrade(buildClosedLoads);
    this.use(closedLoadsWrites);
  }
}

export const db = new HaulbookDb();

// The browser can close IndexedDB under us (site data cleared, storage pressure): open it again so
// the next write works instead of failing with DatabaseClosedError. A schema upgrade from another
// tab is a 'versionchange', not a 'close', and is left to proceed.
db.on('close', () => {
  void db
    .open()
    .catch((error: unknown) => console.warn('Could not reopen the device database', error));
});

/** Sign-out drops everything this device holds for the account (docs/product.md §4). */
export async function clearLocalData(database: HaulbookDb = db): Promise<void> {
  await database.transaction('rw', database.tables, async () => {
    await Promise.all(database.tables.map((table) => table.clear()));
  });
}
