/**
 * Convergence of the sync engine against the real API in this process, restarted between calls
 * and in the middle of batches: the property and its faults are in test/syncProperty.ts.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkConvergence } from '../../test/syncProperty';
import { TestServer } from '../../test/syncServer';

let server: TestServer;
beforeAll(async () => {
  server = await new TestServer().start();
});
afterAll(() => server.stop());

describe('sync engine convergence', () => {
  it('converges two devices with the server under faults', async () => {
    await checkConvergence(server, Number(process.env.SYNC_PROPERTY_RUNS ?? 200));
  }, 900_000);
});
