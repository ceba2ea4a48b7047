/**
 * The sync engine's convergence (test/syncProperty.ts) through two API processes on one
 * PostgreSQL database behind a round-robin proxy (api/src/test/two-processes.ts): a device's
 * consecutive calls reach different processes, and a restart stops one process while the other
 * goes on serving, so nothing a sync relies on may live in one process's memory. It runs in the
 * api-postgres project (vitest.config.ts), which provides the database.
 */
import '../../test/indexeddb-setup';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
// Declares the database URL the api-postgres project provides to its tests.
import type {} from '../../../../api/src/test/postgres-setup';
import { startTwoProcesses, type ApiProcesses } from '../../../../api/src/test/two-processes';
import { checkConvergence, type PropertyServer } from '../../test/syncProperty';
import { quickDriver } from '../../test/syncServer';

/** Each run starts two devices and restarts processes a few times; 20 runs take about 30 s. */
const runs = Number(process.env.SYNC_PROPERTY_RUNS ?? 20);

/**
 * The property's server: HTTP through the proxy, and restarts as in a rolling deploy, one process
 * at a time while the other serves. The device's calls go on meanwhile; a restart asked for while
 * one is under way is that one. `restarted()` waits for the last; `servedBy` says which processes
 * answered.
 */
interface ProxiedServer extends PropertyServer {
  restarted(): Promise<void>;
  servedBy: Set<string>;
}

function throughProxy(api: ApiProcesses): ProxiedServer {
  let restarting: Promise<void> | undefined;
  let next = 0;
  const servedBy = new Set<string>();
  return {
    db: api.db,
    quickDriver: (email) => quickDriver(api.db, email),
    transport:
      (cookie, fault) =>
      async ({ method, path, headers, body }) => {
        if (fault() === 'offline') throw new TypeError('Failed to fetch');
        const res = await fetch(`${api.url}${path}`, {
          method,
          headers: { ...headers, cookie },
          ...(body !== undefined ? { body } : {}),
        });
        servedBy.add(res.headers.get('x-served-by') ?? '');
        return { status: res.status, text: await res.text() };
      },
    async restart() {
      restarting ??= api.restart(next++ % 2).finally(() => {
        restarting = undefined;
      });
    },
    restarted: async () => restarting,
    servedBy,
  };
}

let api: ApiProcesses;
beforeAll(async () => {
  api = await startTwoProcesses({ serverUrl: inject('testDatabaseUrl') });
}, 120_000);
afterAll(() => api?.stop());

describe('sync engine convergence across two API processes', () => {
  it('converges two devices with the server under faults', async () => {
    const server = throughProxy(api);
    try {
      await checkConvergence(server, runs);
      expect(server.servedBy).toEqual(new Set(['0', '1']));
    } finally {
      await server.restarted();
    }
  }, 300_000);
});
