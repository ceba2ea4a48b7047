import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData, db } from '../db';
import { loadWrites } from '../loads';
import { driver, joplinToDallas } from '../../test/fixtures';
import { cacheUser, checkSession, releaseDevice } from './currentUser';

const load = joplinToDallas;

beforeEach(async () => {
  await clearLocalData();
  await cacheUser(driver);
});
afterEach(() => vi.unstubAllGlobals());

describe('what a device keeps when a session ends', () => {
  it('keeps entries the server has not received when the session expires (401)', async () => {
    await loadWrites(db, () => undefined).addLoad(load);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Not signed in' }, { status: 401 })),
    );
    expect(await checkSession()).toEqual({ kind: 'signedOut' });
    await releaseDevice();
    expect(await db.outbox.count()).toBe(1);
    expect(await db.loads.count()).toBe(1);
  });

  it('clears the device after a 401 when nothing is waiting', async () => {
    await db.loads.put({ ...(await loadWrites(db, () => undefined).addLoad(load)) });
    await db.outbox.clear();
    await releaseDevice();
    expect(await db.loads.count()).toBe(0);
    expect(await db.session.count()).toBe(0);
  });

  it("never shows one driver's loads to another driver signing in on the same browser", async () => {
    await loadWrites(db, () => undefined).addLoad(load);
    await cacheUser({ ...driver, id: 'u2', email: 'other@example.com' });
    expect(await db.loads.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.session.get('current'))?.user.id).toBe('u2');
  });

  it('keeps the rows when the same driver signs back in', async () => {
    await loadWrites(db, () => undefined).addLoad(load);
    await cacheUser(driver);
    expect(await db.loads.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });
});
