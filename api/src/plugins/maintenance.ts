/**
 * The maintenance job, once a day whatever the number of API processes: a process runs it only
 * after taking the day's lease in the database (leases.repository.ts), tried at start and every
 * hour, so one process runs it and, if that process goes away, another takes it up the next day.
 * Each task is still safe to run twice (tests call `run` directly, whatever the lease):
 * - sync bookkeeping: tombstones older than 90 days are dropped (a device whose cursor is older
 *   then gets a full resync) and idempotency records after 30 days (the outbox retries for
 *   minutes to days, never months);
 * - accounts: expired sessions, spent or expired sign-in tokens, expired reset and verification
 *   links, and abuse counters whose time has passed;
 * - uploads: the files each synced area keeps (routes/areas.ts) that no row owns any more (an
 *   upload cut off by a crash, a receipt removed or replaced, a deleted record, a cancelled load's
 *   paperwork), once they are an hour old, so an upload still in flight is never touched. The
 *   areas give their file stores to this job; it imports no feature.
 */
import fp from 'fastify-plugin';
import { days, hours, isoIn, isoNow } from '../lib/tokens.js';
import { leasesRepository } from '../repositories/leases.repository.js';
import { rateLimitsRepository } from '../repositories/rate-limits.repository.js';
import { sessionsRepository } from '../repositories/sessions.repository.js';
import { usersRepository } from '../repositories/users.repository.js';
import { signInFailuresRepository } from '../repositories/sign-in-failures.repository.js';
import type { KeptFiles } from '../sync/area.js';
import { syncRepository } from '../sync/sync.repository.js';
import { absoluteLifetime } from './sessions.js';

export const tombstoneRetention = days(90);
export const idempotencyRetention = days(30);
const orphanAge = hours(1);

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: {
      run(): Promise<void>;
      /** Runs the job if this process takes the day's lease; false when it is held. */
      runIfDue(): Promise<boolean>;
    };
  }
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export default fp<{ keptFiles: readonly KeptFiles[] }>(
  async (app, { keptFiles }) => {
    const sync = syncRepository(app.db);
    const sessions = sessionsRepository(app.db);

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
        for (const { store, owned } of keptFiles) await store.removeOrphans(orphanAge, owned);
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

    async function runIfDue() {
      if (!(await leasesRepository(app.db).take('maintenance', isoNow(), isoIn(days(1)))))
        return false;
      await run();
      return true;
    }
    const tryRun = () =>
      runIfDue().catch((err: unknown) => app.log.error({ err }, 'maintenance lease not taken'));

    app.decorate('maintenance', { run, runIfDue });
    const timer = setInterval(() => void tryRun(), hours(1));
    timer.unref();
    app.addHook('onReady', async () => {
      await tryRun();
    });
    app.addHook('onClose', () => clearInterval(timer));
  },
  { name: 'maintenance', dependencies: ['database'] },
);
