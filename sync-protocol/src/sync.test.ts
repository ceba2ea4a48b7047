import { describe, expect, it } from 'vitest';
import { syncChangesSchema, syncedTables } from './sync.js';

const page = (tombstones: object[]) => ({
  ...Object.fromEntries(syncedTables.map((t) => [t, []])),
  tombstones,
  cursor: 7,
  hasMore: false,
  reset: false,
});

describe('a pulled page', () => {
  it("keeps a newer server's tombstones of tables this build does not know out, not the page", () => {
    const parsed = syncChangesSchema.parse(
      page([
        { table: 'loads', id: 'a', version: 5 },
        { table: 'tripSheets', id: 'b', version: 6 },
      ]),
    );
    expect(parsed.tombstones).toEqual([{ table: 'loads', id: 'a', version: 5 }]);
    expect(parsed.cursor).toBe(7);
  });
});
