/**
 * The maintenance job, daily and at start, on every API process (each task is safe to run twice):
 * - sync bookkeeping: tombstones older than 90 days are dropped (a device whose cursor is older
 *   then gets a full resync) and idempotency records after 30 days (the outbox retries for
 *   minutes to days, never months);
 * - accounts: expired sessions, spent or expired sign-in tokens, expired reset and verification
 *   links, and abuse counters whose time has passed;
 * - uploads: receipt and BOL files that no fuel entry, maintenance cost or document owns (an
 *   upload cut off by a crash, a receipt removed or replaced, a deleted record, a cancelled load's
 *   paperwork), once they are an hour old, so an upload still in flight is never touched.
 */
import fp from 'fastify-plugin';
import { days, hours, isoNow } from '../lib/tokens.js';
import { rateLimitsRepository } from '../repositories/rate-limits.repository.js';
import { sessionsRepository } from '../repositories/sessions.repository.js';
import { usersRepository } from '../repositories/users.repository.js';
import { signInFailuresRepository } from '../routes/auth/sign-in-failures.repository.js';
import { fuelRepository } from '../routes/fuel/fuel.repository.js';
import { receiptStore } from '../routes/fuel/receipts.js';
import { bolRepository } from '../routes/bol/bol.repository.js';
import { bolDocumentTypes } from '@haulbook/sync-protocol';
import type { UserFiles } from '../lib/user-files.js';
import { maintenanceReceipts } from '../routes/maintenance/maintenance.routes.js';
import { syncRepository } from '../sync/sync.repository.js';
import { absoluteLifetime } from './sessions.js';

export const tombstoneRetention = days(90);
export const idempotencyRetention = days(30);
const orphanAge = hours(1);

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: { run(): Promise<void> };
  }
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export default fp<{ files: UserFiles }>(
  async (app, { files }) => {
    const sync = syncRepository(app.db);
    const sessions = sessionsRepository(app.db);
    const receipts = receiptStore(files);
    const fuel = fuelRepository(app.db);

    const tasks: Record<string, () => Promise<void>> = {
      sync: async () => {
        await sync.purgeTombstones(ago(tombstoneRetention));
        await sync.purgeIdempotencyKeys(ago(idempotencyRetention));
      },
      accounts: async () => {
        const now = isoNow();
        await sessions.deleteExpired(now, ago(absoluteLifetime));
        await sessions.purgeSignInTokens(now);
        await usersRepository(app.db).clearExpiredLinks(now);
        await rateLimitsRepository(app.db).purge(now);
        await signInFailuresRepository(app.db).purge(now);
      },
      uploads: async () => {
        await receipts.removeOrphans(orphanAge, (userId) => fuel.idsWithReceipt(userId));
        await files
          .collection('bol', bolDocumentTypes)
          .removeOrphans(orphanAge, (userId) => bolRepository(app.db).ids(userId));
        await maintenanceReceipts(files).removeOrphans(orphanAge, async (userId) => {
          const rows = await app.db
            .selectFrom('maintenanceCosts')
            .select('id')
            .where('userId', '=', userId)
            .where('receiptUrl', 'is not', null)
            .execute();
          return new Set(rows.map((row) => row.id));
        });
      },
    };

    async function run() {
      for (const [name, task] of Object.entries(tasks)) {
        try {
          await task();
        } catch (err) {
          app.log.error({ err, task: name }, 'maintenance failed');
        }
      }
    }

    app.decorate('maintenance', { run });
    const timer = setInterval(() => void run(), days(1));
    timer.unref();
    app.addHook('onReady', run);
    app.addHook('onClose', () => clearInterval(timer));
  },
  { name: 'maintenance', dependencies: ['database'] },
);
