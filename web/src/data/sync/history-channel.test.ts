/**
 * A new device's history read and stored in a worker (history-channel.ts), against the real API:
 * the worker's connection and the screens' share one database, and a worker that ends or fails in
 * the middle costs a round, never a row.
 */
import { liveQuery } from 'dexie';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HaulbookDb } from '../db';
import { loadWrites } from '../loads';
import { createSyncEngine } from './engine';
import {
  firstAnswerHere,
  historyChannel,
  quietHistoryPages,
  type HistoryWorker,
} from './history-channel';
import { historyPages, type HistoryLimits } from './history';
import { TestServer } from '../../test/syncServer';
import { loadInput } from '../../test/syncRows';
import { workerInProcess } from '../../test/syncWorker';
import type { Transport } from './transport';

let server: TestServer;
let cookie: string;
let made = 0;
const limits: HistoryLimits = { first: 2, rest: 3, perWrite: 2 };

beforeAll(async () => {
  server = await new TestServer().start();
  cookie = await server.driver('history-channel@example.com');
  const old = new HaulbookDb('history-channel-old');
  const writes = loadWrites(old, () => undefined);
  // Delivered loads: open ones all come in the first answer, whatever its size.
  for (let i = 0; i < 9; i++) {
    const { id } = await writes.addLoad(loadInput(i));
    await writes.pickUp(id);
    await writes.deliver(id);
  }
  expect(await createSyncEngine({ db: old, transport: online }).sync()).toBe('done');
  await old.delete();
});
afterAll(() => server.stop());

const online: Transport = (request) => server.transport(cookie, () => 'none')(request);

/** A new phone as the app makes it: its first answer itself, the rest through workers that `start` makes (counted). */
function newPhone(start: (db: string) => HistoryWorker) {
  const name = `history-channel-${made++}`;
  const db = new HaulbookDb(name);
  const started = { count: 0 };
  const engine = createSyncEngine({
    db,
    transport: online,
    historyLimits: limits,
    historyIn: (given) =>
      firstAnswerHere(
        historyPages(db, online, given),
        historyChannel(() => {
          started.count++;
          return start(name);
        }, given),
      ),
  });
  return { db, engine, started };
}

/** As the app's worker runs: its own connection, telling the screens once per answer stored. */
const inWorker = (name: string) =>
  workerInProcess((given) => quietHistoryPages(new HaulbookDb(name), online, given));

describe('the history in a worker', () => {
  it('brings every row into the database the screens read, and ends the worker', async () => {
    const phone = newPhone(inWorker);
    // A screen's live query on its own connection, told of what the worker stored.
    const counts: number[] = [];
    const screen = liveQuery(() => phone.db.loads.count()).subscribe((n) => counts.push(n));
    expect(await phone.engine.sync()).toBe('done');
    expect(await phone.db.loads.count()).toBe(9);
    expect((await phone.db.syncState.get('state'))?.history).toBeUndefined();
    expect(phone.started.count).toBe(1);
    await vi.waitFor(() => expect(counts.at(-1)).toBe(9));
    screen.unsubscribe();
    await phone.db.delete();
  });

  it('fails the round when the worker ends in the middle, and the next round resumes', async () => {
    let ended = false;
    const phone = newPhone((name) => {
      const worker = inWorker(name);
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (request) => {
        // The worker dies at the second page below the first answer, before it answers.
        if (!ended && request.op === 'ask' && request.at && request.at.below < 7) {
          ended = true;
          worker.onerror?.({ message: 'The worker crashed' } as ErrorEvent);
          return;
        }
        post(request);
      };
      return worker;
    });
    // The page being stored went with the worker: the round fails, as a lost connection does.
    await expect(phone.engine.sync()).rejects.toThrow(/worker ended/);
    const partway = await phone.db.loads.count();
    expect(partway).toBeGreaterThan(0);
    expect(partway).toBeLessThan(9);
    expect(await phone.engine.sync()).toBe('done');
    expect(await phone.db.loads.count()).toBe(9);
    expect(phone.started.count).toBe(2);
    await phone.db.delete();
  });

  it('fails the round when the worker cannot read an answer, and stores nothing of it', async () => {
    const name = `history-channel-${made++}`;
    const db = new HaulbookDb(name);
    const garbled: Transport = async (request) =>
      request.path.startsWith('/api/sync/history')
        ? { status: 200, text: '{"not":"a page"}' }
        : online(request);
    const engine = createSyncEngine({
      db,
      transport: online,
      historyLimits: limits,
      historyIn: (given) =>
        historyChannel(
          () => workerInProcess((l) => historyPages(new HaulbookDb(name), garbled, l)),
          given,
        ),
    });
    await expect(engine.sync()).rejects.toThrow();
    expect(await db.loads.count()).toBe(0);
    await db.delete();
  });
});
