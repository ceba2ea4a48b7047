import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import * as initial from './migrations/0001_initial.js';
import * as syncV2 from './migrations/0002_sync_v2.js';
import * as hardening from './migrations/0003_hardening.js';
import * as subscriptions from './migrations/0004_subscriptions.js';
import * as pay from './migrations/0005_pay.js';
import * as bolDocuments from './migrations/0006_bol_documents.js';
import * as profile from './migrations/0007_profile.js';
import * as maintenance from './migrations/0008_maintenance.js';
import * as journeys from './migrations/0009_journeys.js';
import * as deliveredAt from './migrations/0010_delivered_at.js';
import * as pay2 from './migrations/0011_pay.js';
import * as correctionsTrials from './migrations/0012_corrections_trials.js';
import * as ifta from './migrations/0013_ifta.js';
import * as expenses from './migrations/0014_expenses.js';
import * as perDiem from './migrations/0015_per_diem.js';
import * as paperwork from './migrations/0016_paperwork.js';
import * as paperworkSends from './migrations/0017_paperwork_sends.js';
import * as sharedState from './migrations/0018_shared_state.js';

/** Migrations are imported, not read from disk, so the built server needs no source files. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_sync_v2': syncV2,
  '0003_hardening': hardening,
  '0004_subscriptions': subscriptions,
  '0005_pay': pay,
  '0006_bol_documents': bolDocuments,
  '0007_profile': profile,
  '0008_maintenance': maintenance,
  '0009_journeys': journeys,
  '0010_delivered_at': deliveredAt,
  '0011_pay': pay2,
  '0012_corrections_trials': correctionsTrials,
  '0013_ifta': ifta,
  '0014_expenses': expenses,
  '0015_per_diem': perDiem,
  '0016_paperwork': paperwork,
  '0017_paperwork_sends': paperworkSends,
  '0018_shared_state': sharedState,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * `schema` names the PostgreSQL schema of the migration bookkeeping: Kysely looks for its tables in
 * every schema it can see, so with one schema per test it must be told which is ours.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
