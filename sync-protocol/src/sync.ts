/**
 * The pull side of sync (docs/architecture.md, Sync): GET /api/sync/changes?since=<cursor> returns every
 * row of the user's synced tables written after the cursor, deletes as tombstones, and the next
 * cursor. `reset` means the cursor was older than the tombstone retention: replace, don't merge.
 */
import * as z from 'zod/mini';
import { bonusTierSchema } from './bonus-tiers.js';
import { bolDocumentSchema } from './bol.js';
import { fuelEntrySchema } from './fuel.js';
import { loadSchema } from './loads.js';
import { payConfigSchema } from './pay-config.js';
import { payTierSchema } from './pay-tiers.js';
import { preferencesSchema } from './preferences.js';
import { maintenanceCostSchema, maintenanceItemSchema } from './maintenance.js';
import { settlementSchema } from './settlements.js';
import { iftaRateSchema, jurisdictionSegmentSchema } from './ifta-records.js';
import { perDiemDaySchema } from './per-diem-records.js';
import { expenseSchema } from './expense-records.js';
import { officeAddressSchema, paperworkSendSchema } from './paperwork.js';
import { deferred } from './deferred.js';

/**
 * The tables a device mirrors, with the shape of their rows: each is a key of a pull's changes and a
 * Dexie table. Adding a synced table starts with two lines here, its schema and its name below
 * (api/src/sync/README.md).
 */
export const syncedTableSchemas = {
  loads: loadSchema,
  fuelEntries: fuelEntrySchema,
  payConfigs: payConfigSchema,
  payTiers: payTierSchema,
  bonusTiers: bonusTierSchema,
  userPreferences: preferencesSchema,
  bolDocuments: bolDocumentSchema,
  maintenanceItems: maintenanceItemSchema,
  maintenanceCosts: maintenanceCostSchema,
  settlements: settlementSchema,
  jurisdictionSegments: jurisdictionSegmentSchema,
  iftaRates: iftaRateSchema,
  perDiemDays: perDiemDaySchema,
  expenses: expenseSchema,
  officeAddresses: officeAddressSchema,
  paperworkSends: paperworkSendSchema,
} as const;
export type SyncedTable = keyof typeof syncedTableSchemas;

type Unnamed<L extends readonly SyncedTable[]> = Exclude<SyncedTable, L[number]>;

/** `names` when they are every synced table; a table left out is a type error naming it. */
const everyTable = <const L extends readonly SyncedTable[]>(
  names: L & ([Unnamed<L>] extends [never] ? unknown : { unnamed: Unnamed<L> }),
): SyncedTable[] => [...names];

/**
 * Their names. Written out rather than read from the schemas: what only needs the names (every
 * pull on a device) then loads no table's schema, and none of the forms beside it.
 */
export const syncedTables = everyTable([
  'loads',
  'fuelEntries',
  'payConfigs',
  'payTiers',
  'bonusTiers',
  'userPreferences',
  'bolDocuments',
  'maintenanceItems',
  'maintenanceCosts',
  'settlements',
  'jurisdictionSegments',
  'iftaRates',
  'perDiemDays',
  'expenses',
  'officeAddresses',
  'paperworkSends',
]);

export const idempotencyHeader = 'idempotency-key';

export const syncChangesQuerySchema = deferred(() =>
  z.object({
    since: z._default(
      z.coerce.number({ error: 'since must be a cursor' }).check(z.int(), z.minimum(0)),
      0,
    ),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5000)), 2000),
  }),
);

export const tombstoneSchema = deferred(() =>
  z.object({
    table: z.enum(syncedTables as [SyncedTable, ...SyncedTable[]]),
    id: z.string(),
    version: z.number(),
  }),
);
export type Tombstone = z.infer<typeof tombstoneSchema>;

const knownTable = (t: { table: string }): t is Tombstone =>
  (syncedTables as readonly string[]).includes(t.table);

/**
 * A page's tombstones as this build reads them: those of a table it does not know yet (a newer
 * server's, before this device reloads into the new version) are left out rather than failing the
 * whole page, as the rows of such a table are.
 */
const pulledTombstones = deferred(() =>
  z.pipe(
    z.array(z.object({ table: z.string(), id: z.string(), version: z.number() })),
    z.transform((tombstones) => tombstones.filter(knownTable)),
  ),
);

/** Every synced table's rows, typed by its schema: what a pulled page carries. */
export type SyncedRowsOf = { [T in SyncedTable]: z.infer<(typeof syncedTableSchemas)[T]>[] };

/**
 * A pulled row as the device checks it. The server built it from its table's schema above, so the
 * device checks only what storing needs (its id and version) and does not validate every field of
 * thousands of rows again (a first sync spent most of its time there).
 */
export const pulledRowSchema = deferred(() =>
  z.looseObject({ id: z.string(), version: z.number() }),
);

type PulledRows = { [T in SyncedTable]: z.ZodMiniArray<typeof pulledRowSchema> };
export const pulledRows = deferred(
  () => Object.fromEntries(syncedTables.map((t) => [t, z.array(pulledRowSchema)])) as PulledRows,
);

/** The device's check of a page of GET /api/sync/changes: its envelope and each row's key. */
export const syncChangesSchema = deferred(() =>
  z.object({
    ...pulledRows,
    tombstones: pulledTombstones,
    cursor: z.number(),
    hasMore: z.boolean(),
    reset: z.boolean(),
  }),
);
export type SyncChanges = Omit<z.infer<typeof syncChangesSchema>, SyncedTable> & SyncedRowsOf;

/**
 * The push side: POST /api/sync/push carries outbox entries in order, each the REST call it stands
 * for (method, path, JSON body). Each is applied as that call would be, under the Idempotency-Key
 * `<deviceId>:<seq>`, and answered with the status and body that call would have given. The
 * answers stop early when the server fails on one (a 5xx): what came before it was applied, the
 * rest is to be sent again.
 */
export const maxPushEntries = 500;
/**
 * A batch is also cut at this many characters of JSON, so long notes never make a body larger
 * than the server takes (`maxPushBodyBytes`): a character is at most 3 bytes of UTF-8.
 */
export const maxPushChars = 512 * 1024;
export const maxPushBodyBytes = 4 * 1024 * 1024;
export const outboxMethods = ['POST', 'PATCH', 'PUT', 'DELETE'] as const;

export const pushMessages = {
  entry: 'An entry must be an object with seq, method and path',
  seq: "An entry's seq must be a whole number from 1",
  method: "An entry's method must be POST, PATCH, PUT or DELETE",
  path: "An entry's path must be 1 to 300 characters",
} as const;
export type OutboxMethod = (typeof outboxMethods)[number];

export const pushEntrySchema = deferred(() =>
  z.object(
    {
      seq: z
        .number({ error: pushMessages.seq })
        .check(z.int(pushMessages.seq), z.minimum(1, pushMessages.seq)),
      method: z.enum(outboxMethods, { error: pushMessages.method }),
      path: z
        .string({ error: pushMessages.path })
        .check(z.minLength(1, pushMessages.path), z.maxLength(300, pushMessages.path)),
      body: z.optional(z.unknown()),
    },
    { error: pushMessages.entry },
  ),
);
export type PushEntry = z.infer<typeof pushEntrySchema>;

/**
 * The batch itself holds any entries: each is read alone on the server (pushEntrySchema), so a
 * malformed one is refused in its place and never fails the entries around it.
 */
export const pushRequestSchema = deferred(() =>
  z.object({
    deviceId: z.string().check(z.minLength(1), z.maxLength(100)),
    entries: z.array(z.unknown()).check(z.minLength(1), z.maxLength(maxPushEntries)),
  }),
);
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const pushResponseSchema = deferred(() =>
  z.object({
    results: z.array(z.object({ status: z.number(), body: z.unknown() })),
  }),
);
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** Every synced record's id is client-made: a UUID (v7 from this app), never anything else. */
const recordId = deferred(() => z.uuid());
export const isRecordId = (value: unknown): value is string => recordId.safeParse(value).success;

/** The Idempotency-Key of an outbox entry, the same whether it goes alone or in a batch. */
export const idempotencyKeyOf = (deviceId: string, seq: number) => `${deviceId}:${seq}`;

/**
 * A device's place in its own outbox, read back from a key `idempotencyKeyOf` made: the device id
 * (a UUID) and a whole sequence from 1. Any other key (another client's) has no order.
 */
export function outboxPlaceOf(
  key: string | undefined,
): { deviceId: string; seq: number } | undefined {
  const at = key?.lastIndexOf(':') ?? -1;
  if (!key || at < 1) return undefined;
  const deviceId = key.slice(0, at);
  const seqText = key.slice(at + 1);
  if (!/^[1-9]\d{0,15}$/.test(seqText) || !isRecordId(deviceId)) return undefined;
  const seq = Number(seqText);
  return Number.isSafeInteger(seq) ? { deviceId, seq } : undefined;
}
