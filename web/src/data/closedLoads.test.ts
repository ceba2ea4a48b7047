/**
 * The closed loads' months against the loads they keep: after any mix of the writes the app makes
 * (one load, many, an edit that moves a load to another month or back to pending, a delete by
 * key, by index or by a range of ids, a refused add, writes side by side in one transaction with a
 * fill-up, all loads cleared), the months hold exactly what closedLoadsOf makes of the loads
 * stored, and the filter shows every id kept. (db.test.ts: a device upgraded to their version gets
 * them built from the loads it held.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyDay, anyFillUp, anyId, anyLoad, freshDb, load } from '../test/profitKit';
import { closedLoadsOf, seenHas } from './closedLoads';
import { clearLocalData, type HaulbookDb } from './db';

type Write = (db: HaulbookDb) => Promise<unknown>;
const write = <A>(arbitrary: fc.Arbitrary<A>, make: (a: A) => Write) => arbitrary.map(make);
const loadId = anyId('load', 5);

const writes = fc.oneof(
  write(anyLoad(5), (l) => (db) => db.loads.put(l)),
  write(fc.array(anyLoad(5), { maxLength: 4 }), (ls) => (db) => db.loads.bulkPut(ls)),
  write(
    fc.tuple(loadId, anyDay),
    ([id, day]) =>
      (db) =>
        db.loads.update(id, { actualDeliveryDate: `${day}T12:00:00.000Z` }),
  ),
  write(loadId, (id) => (db) => db.loads.update(id, { status: 'picked_up' })),
  write(loadId, (id) => (db) => db.loads.delete(id)),
  write(fc.array(loadId), (ids) => (db) => db.loads.bulkDelete(ids)),
  write(anyDay, (day) => (db) => db.loads.where('deliveryDate').below(day).delete()),
  write(anyDay, (day) => (db) => db.loads.where('deliveryDate').above(day).modify({ revenue: 9 })),
  write(
    fc.tuple(loadId, loadId),
    ([a, b]) =>
      (db) =>
        db.loads.where(':id').between(a, b).delete(),
  ),
  // An add of an id the table holds is refused: that load stays as it was.
  write(anyLoad(5), (l) => (db) => db.loads.add(l).catch(() => undefined)),
  // Writes side by side in one transaction, into the same months.
  write(
    fc.tuple(fc.array(anyLoad(5), { maxLength: 4 }), anyFillUp(3)),
    ([ls, f]) =>
      (db) =>
        db.transaction('rw', db.loads, db.fuelEntries, () =>
          Promise.all([...ls.map((l) => db.loads.put(l)), db.fuelEntries.put(f)]),
        ),
  ),
  fc.constantFrom<Write>(
    (db) => db.loads.clear(),
    (db) => clearLocalData(db),
  ),
);

/** The months as stored, as closedLoadsOf makes them, and the kept ids the filter does not show. */
async function storedAndExpected(db: HaulbookDb) {
  const { months } = closedLoadsOf(await db.loads.toArray());
  const seen = await db.closedLoadIds.get('seen');
  const kept = months.flatMap((m) => Object.keys(m.loads));
  const byMonth = <T extends { month: string }>(ms: T[]) =>
    [...ms].sort((a, b) => (a.month < b.month ? -1 : 1));
  return {
    stored: byMonth(await db.closedLoads.toArray()),
    expected: byMonth(months),
    unseen: kept.filter((id) => !seen || !seenHas(seen, id)),
  };
}

describe("the closed loads' months", () => {
  it('hold exactly what closedLoadsOf makes of the loads, after any writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(writes, { minLength: 1, maxLength: 8 }), async (steps) => {
        const db = freshDb();
        for (const step of steps) await step(db);
        const { stored, expected, unseen } = await storedAndExpected(db);
        expect(stored).toEqual(expected);
        expect(unseen).toEqual([]);
        await db.delete();
      }),
      { numRuns: 80 },
    );
  });

  it('take nothing from a write the store refuses, beside a load it could have kept', async () => {
    const db = freshDb();
    const kept = load('load-1', '2026-11-02', 'delivered', '2026-11-03');
    const { id: _, ...noId } = load('load-2', '2026-11-02', 'delivered', '2026-11-03');
    const refused = await db.loads.bulkPut([kept, noId as typeof kept]).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    expect(await db.loads.count()).toBe(0);
    expect(await db.closedLoads.count()).toBe(0);
    await db.delete();
  });
});
