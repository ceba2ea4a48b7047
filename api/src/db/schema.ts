/**
 * Row types as Kysely sees them (camelCase; the CamelCasePlugin maps to snake_case columns).
 * Decimals are scaled integers so nothing drifts: *Cents = 2 places, *Milli = 3 places.
 * Flags are 0/1 integers and times ISO-8601 text, identical on SQLite and PostgreSQL.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Flag, WithDefault } from './column-types.js';
import type {
  LoadsTable,
  BolDocumentsTable,
  FuelEntriesTable,
  JurisdictionSegmentsTable,
  IftaRatesTable,
  ExpensesTable,
  MaintenanceItemsTable,
  MaintenanceCostsTable,
  PayConfigsTable,
  PayTiersTable,
  SettlementsTable,
  BonusTiersTable,
  UserPreferencesTable,
  PerDiemDaysTable,
  OfficeAddressesTable,
  PaperworkSendsTable,
} from './synced-schema.js';

export type * from './synced-schema.js';

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

/** A secret generated once and shared by every API process (secrets.ts). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** A job that one process at a time may run, until `expiresAt` (leases.repository.ts). */
export interface LeasesTable {
  name: string;
  expiresAt: string;
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
  officeAddresses: OfficeAddressesTable;
  paperworkSends: PaperworkSendsTable;
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
  serverSecrets: ServerSecretsTable;
  leases: LeasesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
