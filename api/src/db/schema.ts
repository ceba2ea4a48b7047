/**
 * Row types as Kysely sees them (camelCase; the CamelCasePlugin maps to snake_case columns).
 * Decimals are scaled integers so nothing drifts: *Cents = 2 places, *Milli = 3 places.
 * Flags are 0/1 integers and times ISO-8601 text, identical on SQLite and PostgreSQL.
 */
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Flag = ColumnType<number, number | undefined, number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string | null;
  displayName: string | null;
  phone: string | null;
  company: string | null;
  profileImageUrl: string | null;
  emailVerified: Flag;
  verificationTokenHash: string | null;
  verificationExpiresAt: string | null;
  passwordResetTokenHash: string | null;
  passwordResetExpiresAt: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: WithDefault<string>;
  subscriptionTier: string | null;
  subscriptionPriceId: string | null;
  /** When the plan stopped being in force (null: never paid, or paying now). */
  subscriptionLapsedAt: string | null;
  /** When the plan's free trial ends, while it is trialing (0012). */
  trialEndsAt: string | null;
  isBlocked: Flag;
  /** When the driver first saw their dashboard: until then it greets them with 'Welcome'. */
  dashboardSeenAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriptionsTable {
  id: string;
  userId: string;
  subscriptionType: string;
  status: WithDefault<string>;
  stripeSubscriptionId: string | null;
  stripePriceId: string | null;
  features: WithDefault<string>;
  startDate: string;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CheckoutsTable {
  /** The provider's checkout session id (demo_… in demo mode). */
  id: string;
  plan: string;
  priceId: string;
  /** The signed-in driver who started it; null for a purchase made before signing in. */
  buyerUserId: string | null;
  /** Whom the completed purchase was applied to. */
  userId: string | null;
  status: WithDefault<string>;
  email: string | null;
  displayName: string | null;
  lastError: string | null;
  /** 1: completing this checkout created the account (only then may it sign someone in). */
  accountCreated: Flag;
  tokenIssuedAt: string | null;
  createdAt: WithDefault<string>;
  updatedAt: WithDefault<string>;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  receivedAt: string;
}

export interface CompaniesTable {
  id: string;
  name: string;
  displayName: string;
  payType: string;
  baseRateMilli: number;
  payDescription: string | null;
  hasBonusProgram: Flag;
  hasPayPeriodPresets: Flag;
  defaultPayPeriod: WithDefault<string>;
  defaultPayPeriodStartDay: WithDefault<string>;
  isActive: Flag;
}

export interface CompanyPayPeriodPresetsTable {
  id: string;
  companyId: string;
  name: string;
  displayName: string;
  payPeriod: string;
  payPeriodStartDay: string;
  description: string | null;
  isActive: Flag;
}

export interface CompanyPayStructuresTable {
  id: string;
  companyName: string;
  payType: string;
  baseRateMilli: number;
  description: string | null;
  isActive: Flag;
}

/** Columns every synced row carries: the per-user version it was last written at. */
interface Synced {
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

export interface SessionsTable {
  /** sha256 of the cookie's token: a leaked table signs nobody in. */
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export interface SignInTokensTable {
  tokenHash: string;
  userId: string;
  purpose: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface IdempotencyKeysTable {
  userId: string;
  key: string;
  method: string;
  path: string;
  /** sha256 of the method, path and body the key first answered (null: recorded before v2). */
  fingerprint: string | null;
  statusCode: number;
  responseBody: string;
  createdAt: string;
}

export interface SyncVersionsTable {
  userId: string;
  version: number;
  tombstoneFloor: WithDefault<number>;
}

export interface TombstonesTable {
  userId: string;
  tableName: string;
  rowId: string;
  version: number;
  deletedAt: string;
}

/** A counter of hits in a window, per key (an IP and a route, an address). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resetAt: string;
}

/** Failed sign-ins in a row per address (known or not), and when the next guess is heard. */
export interface SignInFailuresTable {
  email: string;
  failures: number;
  retryAt: string;
  updatedAt: string;
}

/** Account emails waiting to go out: composed and sent after the reply, retried on failure. */
export interface MailQueueTable {
  id: string;
  kind: string;
  address: string;
  payload: string;
  attempts: WithDefault<number>;
  nextAttemptAt: string;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
}

/** An email change waiting for the new address to open its link. */
export interface EmailChangesTable {
  userId: string;
  newEmail: string;
  tokenHash: string | null;
  expiresAt: string;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  checkouts: CheckoutsTable;
  paymentEvents: PaymentEventsTable;
  companies: CompaniesTable;
  companyPayPeriodPresets: CompanyPayPeriodPresetsTable;
  companyPayStructures: CompanyPayStructuresTable;
  loads: LoadsTable;
  bolDocuments: BolDocumentsTable;
  fuelEntries: FuelEntriesTable;
  maintenanceItems: MaintenanceItemsTable;
  maintenanceCosts: MaintenanceCostsTable;
  jurisdictionSegments: JurisdictionSegmentsTable;
  iftaRates: IftaRatesTable;
  perDiemDays: PerDiemDaysTable;
  expenses: ExpensesTable;
  payConfigs: PayConfigsTable;
  payTiers: PayTiersTable;
  bonusTiers: BonusTiersTable;
  settlements: SettlementsTable;
  userPreferences: UserPreferencesTable;
  sessions: SessionsTable;
  signInTokens: SignInTokensTable;
  idempotencyKeys: IdempotencyKeysTable;
  syncVersions: SyncVersionsTable;
  tombstones: TombstonesTable;
  rateLimits: RateLimitsTable;
  signInFailures: SignInFailuresTable;
  mailQueue: MailQueueTable;
  emailChanges: EmailChangesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
