/**
 * Each tap of sync-protocol's status-cases.ts through the device's own writes, offline: the load
 * moves, or the tap is refused in the words the server uses (api/src/routes/loads/
 * status-moves.test.ts) and nothing is queued.
 */
import { statusMoveCases, type LoadStatus, type LoadTap } from '@haulbook/sync-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { joplinToDallas } from '../test/fixtures';
import { clearLocalData, db } from './db';
import { loadWrites } from './loads';

const loads = loadWrites(db, () => undefined);

const taps: Record<LoadTap, (id: string) => Promise<void>> = {
  pickUp: (id) => loads.pickUp(id),
  deliver: (id) => loads.deliver(id),
  cancel: (id) => loads.cancel(id),
};

/** A new load, brought to `status` the way a driver gets it there. */
async function loadAt(status: LoadStatus): Promise<string> {
  const { id } = await loads.addLoad(joplinToDallas);
  if (status === 'cancelled') await loads.cancelWithTonu(id, {});
  if (status === 'picked_up' || status === 'delivered') await loads.pickUp(id);
  if (status === 'delivered') await loads.deliver(id);
  return id;
}

beforeEach(() => clearLocalData(db));
afterEach(() => clearLocalData(db));

describe('a tap on a load, on the device', () => {
  it.each(statusMoveCases)('$tap from $from', async ({ from, tap, expected }) => {
    const id = await loadAt(from);
    const queued = await db.outbox.count();
    if ('refused' in expected) {
      await expect(taps[tap](id)).rejects.toThrow(expected.refused);
      expect((await db.loads.get(id))?.status).toBe(from);
      expect(await db.outbox.count()).toBe(queued);
    } else {
      await taps[tap](id);
      expect((await db.loads.get(id))?.status ?? 'removed').toBe(expected.status);
      expect(await db.outbox.count()).toBe(queued + 1);
    }
  });
});
