/**
 * One registration per synced table on the API (sync/area.ts, routes/areas.ts): the list covers
 * sync-protocol's tables exactly once, and a list that leaves one out does not compile (the
 * `@ts-expect-error` below fails `pnpm typecheck` the day that stops being true).
 */
import { syncedTables } from '@haulbook/sync-protocol';
import { describe, expect, it } from 'vitest';
import { syncedAreas } from '../routes/areas.js';
import { fuelArea } from '../routes/fuel/fuel.area.js';
import { loadsArea } from '../routes/loads/loads.area.js';
import { everyArea } from './area.js';

describe('the synced areas', () => {
  it('register every synced table once, in one list', () => {
    const names = syncedAreas.tables.map((table) => table.name);
    expect([...names].sort()).toEqual([...syncedTables].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuse to compile a list that leaves a synced table out', () => {
    // @ts-expect-error pay, preferences, documents, maintenance and settlements are registered nowhere
    const partial = everyArea([loadsArea, fuelArea]);
    expect(partial.tables.map((table) => table.name)).toEqual(['loads', 'fuelEntries']);
  });
});
