/**
 * The sync calls (docs/architecture.md, Sync): GET /changes pulls every synced table's rows written
 * after a cursor; GET /history brings a new device's rows newest first (history.service.ts); POST /push applies a device's queued writes in order, in one transaction, each
 * through the same operation as its REST route and each refused alone.
 */
import {
  maxPushBodyBytes,
  pushRequestSchema,
  pushResponseSchema,
  syncChangesQuerySchema,
  syncHistoryQuerySchema,
} from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientError } from '../../plugins/errors.js';
import type { SyncedTableRegistration } from '../../sync/synced-table.js';
import { batchWrite } from '../../sync/versioned-write.js';
import { batchItem, type WriteOperation } from '../../sync/write-operations.js';
import { historyService } from './history.service.js';
import { changesJson, syncService } from './sync.service.js';

export interface SyncOptions {
  tables: readonly SyncedTableRegistration[];
  writes: readonly WriteOperation[];
}

const sync: FastifyPluginAsyncZod<SyncOptions> = async (app, { tables, writes }) => {
  const service = syncService(app.snapshotDb, app.dialect, tables);
  const history = historyService(app.snapshotDb, app.dialect, tables);

  app.get(
    '/changes',
    // The answer is syncChangesSchema's shape (the device checks it), sent as JSON text written in
    // slices by changesJson: its rows come from the registered mappers, typed by the same schemas,
    // so thousands of them are not validated again here.
    { schema: { querystring: syncChangesQuerySchema } },
    async (request, reply) => {
      const changes = await service.changes(
        request.userId!,
        request.query.since,
        request.query.limit,
      );
      return reply
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(await changesJson(changes));
    },
  );

  app.get(
    '/history',
    // syncHistorySchema's shape, written in slices as /changes is (sync-protocol sync-history.ts).
    { schema: { querystring: syncHistoryQuerySchema } },
    async (request, reply) => {
      const answer = await history.history(request.userId!, request.query);
      return reply
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(await changesJson(answer));
    },
  );

  app.post(
    '/push',
    {
      bodyLimit: maxPushBodyBytes,
      config: { bodyShape: 'per-entry' },
      schema: { body: pushRequestSchema, response: { 200: pushResponseSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const userId = request.userId!;
      const { deviceId, entries } = request.body;
      const items = entries.map((entry) => batchItem(writes, userId, deviceId, entry));
      const refusal = (error: unknown) => {
        const refused = clientError(error, request.log);
        if (refused) return { statusCode: refused.statusCode, body: { message: refused.message } };
        request.log.error({ err: error }, 'a batched write failed');
        return undefined;
      };
      const results = await batchWrite(app.db, userId, items, refusal, (cause) =>
        request.log.info({ err: cause }, 'a batch ran again entry by entry'),
      );
      return { results: results.map((r) => ({ status: r.statusCode, body: r.body })) };
    },
  );
};

export default sync;
