/**
 * A new phone's first answer asked for at sign-in, before the sync round wants it
 * (history.ts, firstAnswerAhead), against the real API: the round takes that answer instead of
 * asking again, a row written on the server in between still arrives, and an answer the round
 * does not want, or one too old, is never stored.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HaulbookDb } from '../db';
import { loadWrites } from '../loads';
import { createSyncEngine } from './engine';
import { firstAnswerAhead, historyPages, type HistoryLimits } from './history';
import { TestServer } from '../../test/syncServer';
import { loadInput } from '../../test/syncRows';
import type { Transport } from './transport';

let server: TestServer;
let cookie: string;
let made = 0;
const limits: HistoryLimits = { first: 2, rest: 3, perWrite: 2 };

const online: Transport = (request) => server.transport(cookie, () => 'none')(request);

/** Loads written on the server by another device of the driver. */
async function writtenElsewhere(from: number, count: number): Promise<void> {
  const other = new HaulbookDb(`history-ahead-other-${made++}`);
  const writes = loadWrites(other, () => undefined);
  for (let i = from; i < from + count; i++) await writes.addLoad(loadInput(i));
  expect(await createSyncEngine({ db: other, transport: online }).sync()).toBe('done');
  await other.delete();
}

beforeAll(async () => {
  server = await new TestServer().start();
  cookie = await server.driver('history-ahead@example.com');
  await writtenElsewhere(0, 7);
});
afterAll(() => server.stop());
afterEach(() => vi.restoreAllMocks());

/** A new phone whose first answers are counted (GET /api/sync/history without a place). */
function newPhone() {
  const db = new HaulbookDb(`history-ahead-${made++}`);
  const asked = { first: 0 };
  const counting: Transport = (request) => {
    if (request.path.startsWith('/api/sync/history?limit=')) asked.first++;
    return online(request);
  };
  const pages = firstAnswerAhead(historyPages(db, counting, limits));
  const engine = createSyncEngine({
    db,
    transport: counting,
    historyLimits: limits,
    historyIn: () => pages,
  });
  return { db, engine, pages, asked };
}

const serverLoadNumbers = async () =>
  (await server.app.db.selectFrom('loads').select('loadNumber').execute())
    .map((r) => r.loadNumber)
    .sort();

const deviceLoadNumbers = async (db: HaulbookDb) =>
  (await db.loads.toArray()).map((l) => l.loadNumber).sort();

describe('the first answer asked ahead', () => {
  it('is the one the first round stores, and what the server took meanwhile still arrives', async () => {
    const phone = newPhone();
    phone.pages.askFirstNow();
    // Another device writes while this one opens its database and draws its first screen.
    await writtenElsewhere(100, 2);
    expect(await phone.engine.sync()).toBe('done');
    expect(phone.asked.first).toBe(1);
    expect(await deviceLoadNumbers(phone.db)).toEqual(await serverLoadNumbers());
    await phone.db.delete();
  });

  it('is asked for again once it is 30 seconds old', async () => {
    const phone = newPhone();
    phone.pages.askFirstNow();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 30_001);
    expect(await phone.engine.sync()).toBe('done');
    expect(phone.asked.first).toBe(2);
    expect(await deviceLoadNumbers(phone.db)).toEqual(await serverLoadNumbers());
    await phone.db.delete();
  });

  it('is asked for again when it brought no page (no signal at sign-in)', async () => {
    const phone = newPhone();
    const serverCookie = cookie;
    cookie = 'not-a-session=1';
    phone.pages.askFirstNow();
    cookie = serverCookie;
    expect(await phone.engine.sync()).toBe('done');
    expect(phone.asked.first).toBe(2);
    expect(await deviceLoadNumbers(phone.db)).toEqual(await serverLoadNumbers());
    await phone.db.delete();
  });

  it('once forgotten (its session ended), is not the one the next round stores', async () => {
    const phone = newPhone();
    phone.pages.askFirstNow();
    phone.pages.forgetFirst();
    expect(await phone.engine.sync()).toBe('done');
    expect(phone.asked.first).toBe(2);
    await phone.db.delete();
  });

  it('is never stored on a device that held rows of its own before it synced', async () => {
    const phone = newPhone();
    phone.pages.askFirstNow();
    await loadWrites(phone.db, () => undefined).addLoad(loadInput(200));
    expect(await phone.engine.sync()).toBe('done');
    // The device pulled from the start instead (it brings the tombstones a history never holds).
    expect(phone.asked.first).toBe(1);
    expect((await phone.db.syncState.get('state'))?.history).toBeUndefined();
    expect(await deviceLoadNumbers(phone.db)).toEqual(await serverLoadNumbers());
    await phone.db.delete();
  });
});
