/**
 * A synced area (loads, fuel, pay, ...): everything it adds to the API, exported from one module of
 * its folder (`<area>.area.ts`). One list of areas (routes/areas.ts) drives the routes, the push,
 * the pull, export, account deletion and the clean-up of files, and the compiler refuses a list
 * that leaves a synced table out (docs/adding-a-synced-table.md).
 */
import type { SyncedTable } from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.js';
import type { UserFiles } from '../lib/user-files.js';
import type { MailQueue } from '../mail/mail-queue.js';
import type { SyncedTableRegistration } from './synced-table.js';
import type { WriteOperation } from './write-operations.js';

export interface AreaDeps {
  db: Db;
  files: UserFiles;
  mailQueue: MailQueue;
}

/** A kind of file an area keeps for each driver, and the ids of the rows that still own one. */
export interface KeptFiles {
  store: {
    removeOrphans(age: number, owned: (userId: string) => Promise<Set<string>>): Promise<void>;
  };
  owned(userId: string): Promise<Set<string>>;
}

export interface SyncedArea<T extends SyncedTable = never> {
  /** Where its routes live; they run for a signed-in driver only. */
  prefix: string;
  routes: FastifyPluginAsyncZod<{ files: UserFiles }>;
  /** Its synced tables, by the name a pull carries them under. */
  tables: { readonly [K in T]: SyncedTableRegistration };
  /** The writes a device's outbox replays, one by one or in a batched push. */
  writes(deps: AreaDeps): readonly WriteOperation[];
  /** Files its rows own; the clean-up removes the ones no row owns any more. */
  keptFiles?(deps: AreaDeps): readonly KeptFiles[];
  /** Registers how the emails its writes queue are composed (once, at start). */
  mail?(deps: AreaDeps): void;
}

/** Keeps the table names an area declares in its type, so the list below can count them. */
export const syncedArea = <T extends SyncedTable>(area: SyncedArea<T>): SyncedArea<T> => area;

type TablesOf<A> = A extends SyncedArea<infer T> ? T : never;
type Missing<A extends readonly SyncedArea[]> = Exclude<SyncedTable, TablesOf<A[number]>>;

/**
 * The areas, as one list. A synced table (sync-protocol's list) that no area registers is a type
 * error here naming it, so a table cannot be pulled without its writes or exported without
 * being deleted with the account.
 */
export function everyArea<const A extends readonly SyncedArea[]>(
  areas: A & ([Missing<A>] extends [never] ? unknown : { unregistered: Missing<A> }),
) {
  const tables: SyncedTableRegistration[] = areas.flatMap((area) => Object.values(area.tables));
  return {
    areas: areas as A,
    tables,
    writes: (deps: AreaDeps) => areas.flatMap((area) => area.writes(deps)),
    keptFiles: (deps: AreaDeps) => areas.flatMap((area) => area.keptFiles?.(deps) ?? []),
    registerMail: (deps: AreaDeps) => areas.forEach((area) => area.mail?.(deps)),
  };
}
