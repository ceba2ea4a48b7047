/**
 * The device database (Dexie over IndexedDB). Invariant: the schema only grows forward. A new
 * table or index is a new version number holding the whole schema; an earlier declaration stays
 * only where it carries an upgrade function (Dexie runs those of the versions a phone skipped, and
 * works out the stores and indexes from what the phone holds), so a driver's phone that skipped
 * releases upgrades without losing entries. db.test.ts opens the database of every release.
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
    // The whole schema, as version 16 left it. Dexie upgrades a phone from what it holds (it
    // reads the installed stores and indexes), so earlier versions need no declaration of their
    // own; db.test.ts opens the database of every earlier release. Declaring each one cost the
    // signed-in start 7 ms a construction on this host (Dexie merges them all at each step).
    this.version(16)
      .stores({
        session: 'key',
        // By pickup and delivery for the dashboard's windows, by when Delivered was tapped, and
        // a window of one status by pickup for the lists (data/loadList.ts). Every index is kept
        // up on each row a new phone stores, so a status alone is read through the compound one.
        loads: 'id, pickupDate, deliveryDate, actualDeliveryDate, [status+pickupDate]',
        // By odometer, grade and load, and the newest by day (data/fuelList.ts).
        fuelEntries: 'id, odometer, fuelType, assignedLoadId, [date+odometer]',
        payConfigs: 'id',
        payTiers: 'id, minMiles',
        bonusTiers: 'id, createdAt',
        bolDocuments: 'id, loadId',
        savedFiles: 'key, savedAt',
        userPreferences: 'id',
        maintenanceItems: 'id',
        maintenanceCosts: 'id, itemId, date',
        settlements: 'id, periodStart',
        // IFTA (docs/product.md §10): a quarter's segments by day, a load's by load, rates by quarter.
        jurisdictionSegments: 'id, date, loadId',
        iftaRates: 'id, quarter',
        // A month's expenses by day, and what a load cost by load.
        expenses: 'id, date, loadId',
        // Per diem: the driver's corrections of a year, by day.
        perDiemDays: 'id, date',
        // Sending paperwork: the addresses by name, a load's sends by load.
        officeAddresses: 'id, label',
        paperworkSends: 'id, loadId',
        // Profit reads a month of the loads that earn as one record: built from the loads here
        // by the upgrade to 16, then kept by every write of loads (closedLoadsWrites.ts). An
        // upgrade that rewrites loads keeps it too; one that changes what it keeps
        // (closedLoads.ts keptOf) builds it again.
        closedLoads: 'month',
        closedLoadIds: 'key',
        outbox: '++seq, [table+rowId]',
        shadows: '[table+rowId]',
        rejections: '++id',
        syncState: 'key',
      })
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
