/**
 * Keeps the sync bookkeeping bounded: tombstones older than 90 days are dropped (a device whose
 * cursor is older then gets a full resync) and idempotency records after 30 days (the outbox
 * retries for minutes to days, never months).
 */
import fp from 'fastify-plugin';
import { days } from '../lib/tokens.js';
import { syncRepository } from '../sync/sync.repository.js';

export const tombstoneRetention = days(90);
export const idempotencyRetention = days(30);

export default fp(
  async (app) => {
    const sync = syncRepository(app.db);
    const purge = async () => {
      try {
        await sync.purgeTombstones(new Date(Date.now() - tombstoneRetention).toISOString());
        await sync.purgeIdempotencyKeys(new Date(Date.now() - idempotencyRetention).toISOString());
      } catch (err) {
        app.log.error({ err }, 'sync maintenance failed');
      }
    };
    const timer = setInterval(purge, days(1));
    timer.unref();
    app.addHook('onReady', purge);
    app.addHook('onClose', () => clearInterval(timer));
  },
  { name: 'sync-maintenance', dependencies: ['database'] },
);
