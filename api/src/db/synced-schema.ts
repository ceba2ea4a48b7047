/**
 * The synced tables' rows (api/src/sync/README.md): each carries its user and the version it was
 * last written at, and is one key of the pull. The rest of the database is in db/schema.ts.
 */
import type { Flag, WithDefault } from './column-types.js';

/** Columns every synced row carries: the per-user version it was last written at. */
export interface Synced {
  userId: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface LoadsTable extends Synced {
  id: string;
  loadNumber: string | null;
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
  pickupDate: string;
  deliveryDate: string;
  weight: number | null;
  loadedMiles: number;
  emptyMiles: WithDefault<number>;
  totalMiles: number;
  company: string | null;
  notes: string | null;
  status: WithDefault<string>;
  isActive: Flag;
  actualPickupDate: string | null;
  actualDeliveryDate: string | null;
  /** What the load pays (its gross); null when not known. */
  grossAmountCents: number | null;
  /** The driver's typed pay for the load (an override); null: computed when shown. */
  revenueCents: number | null;
  /** The load's extra pay as JSON (sync-protocol extras.ts, LoadExtras). */
  extras: WithDefault<string>;
  documentUrl: string | null;
  /** Per device, the outbox sequence of the last status write that changed the load (0012). */
  statusMarks: WithDefault<string>;
}

export interface BolDocumentsTable extends Synced {
  id: string;
  /** The load it was added to; the document stays when the load is cancelled. */
  loadId: string;
  kind: WithDefault<string>;
  filename: string;
  originalName: string;
  mimetype: string;
  size: number;
  path: string;
  uploadedAt: string;
}

export interface FuelEntriesTable extends Synced {
  id: string;
  location: WithDefault<string>;
  date: string;
  odometer: number;
  gallonsMilli: number;
  pricePerGallonMilli: number;
  totalCostMilli: number;
  fuelType: WithDefault<string>;
  mpgCenti: number | null;
  receiptUrl: string | null;
  missedPreviousEntry: Flag;
  assignedLoadId: string | null;
  /** Where it was bought (0013); null on fill-ups logged before. */
  jurisdiction: string | null;
  taxPaid: Flag;
}

export interface JurisdictionSegmentsTable extends Synced {
  id: string;
  date: string;
  jurisdiction: string;
  miles: number | null;
  odometerStart: number | null;
  odometerEnd: number | null;
  loadId: string | null;
}

export interface IftaRatesTable extends Synced {
  id: string;
  quarter: string;
  jurisdiction: string;
  rateTenThousandths: number;
  surchargeTenThousandths: WithDefault<number>;
}

export interface ExpensesTable extends Synced {
  id: string;
  date: string;
  category: string;
  amountCents: number;
  loadId: string | null;
  jurisdiction: string | null;
  notes: string;
  receiptUrl: string | null;
}

export interface MaintenanceItemsTable extends Synced {
  id: string;
  name: string;
  intervalMiles: number | null;
  intervalDays: number | null;
  lastServiceOdometer: number | null;
  lastServiceDate: string | null;
}

export interface MaintenanceCostsTable extends Synced {
  id: string;
  itemId: string | null;
  date: string;
  description: string;
  amountCents: number;
  odometer: number | null;
  receiptUrl: string | null;
}

export interface PayConfigsTable extends Synced {
  /** The owner's user id: one config per driver, synced like any row. */
  id: string;
  payPeriod: WithDefault<string>;
  payPeriodStartDay: WithDefault<string>;
  payType: WithDefault<string>;
  tier1RateMilli: WithDefault<number>;
  tier1MaxMiles: WithDefault<number>;
  tier2RateMilli: WithDefault<number>;
  fixedMonthlyBonusCents: WithDefault<number>;
  paymentBasis: WithDefault<string>;
  payWeekStart: WithDefault<number>;
  marketRateMilli: WithDefault<number>;
  detentionFreeHundredths: WithDefault<number>;
  detentionRateCents: WithDefault<number>;
  layoverRateCents: WithDefault<number>;
  stopRateCents: WithDefault<number>;
  tarpCents: WithDefault<number>;
  breakdownRateCents: WithDefault<number>;
  /** null: empty miles are paid like loaded miles. */
  emptyMileRateMilli: number | null;
  tonuCents: WithDefault<number>;
}

export interface PayTiersTable extends Synced {
  id: string;
  minMiles: number;
  maxMiles: number | null;
  rateMilli: number;
  orderIndex: WithDefault<number>;
  /** The pay type the tier was made under (percentage or per_mile). */
  payType: string | null;
}

export interface SettlementsTable extends Synced {
  id: string;
  /** A local date (YYYY-MM-DD) inside the settlement's pay period. */
  periodStart: string;
  paidCents: number;
  /** JSON: [{ name, amount }] */
  deductions: string;
  /** JSON: [{ loadId, paid }] */
  loads: string;
  note: string | null;
}

export interface BonusTiersTable extends Synced {
  id: string;
  triggerMiles: number | null;
  bonusType: WithDefault<string>;
  bonusAmountCents: number;
  timePeriod: WithDefault<string>;
  minMiles: number | null;
  maxMiles: number | null;
  description: string | null;
}

export interface UserPreferencesTable extends Synced {
  /** The owner's id: the one row travels under it in a pull. */
  id: string;
  pushNotifications: Flag;
  distanceUnit: WithDefault<string>;
  timeZone: WithDefault<string>;
  incomeBasis: WithDefault<string>;
  perDiemRateCents: WithDefault<number>;
}

export interface PerDiemDaysTable extends Synced {
  id: string;
  date: string;
  status: string;
}

/** Where a driver sends paperwork; nothing goes to it before `confirmedAt`. */
export interface OfficeAddressesTable extends Synced {
  id: string;
  label: string;
  email: string;
  confirmedAt: string | null;
}

/** One send of a load's paperwork to an office address, and how it went. */
export interface PaperworkSendsTable extends Synced {
  id: string;
  loadId: string;
  addressId: string;
  label: string;
  email: string;
  /** The documents' ids as a JSON array, in the order they go. */
  documentIds: string;
  format: string;
  status: string;
  sentAt: string | null;
  failure: string | null;
}
