/** SQL on leases: a named job that one API process at a time may run (plugins/maintenance.ts). */
import type { Db } from '../db/database.js';

export function leasesRepository(db: Db) {
  return {
    /**
     * Takes the lease `name` until `until` when nobody holds it at `now`; false when another
     * process does. One upsert, so of processes racing for it exactly one wins.
     */
    async take(name: string, now: string, until: string): Promise<boolean> {
      const taken = await db
        .insertInto('leases')
        .values({ name, expiresAt: until })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ expiresAt: until }).where('leases.expiresAt', '<=', now),
        )
        .returning('name')
        .executeTakeFirst();
      return taken !== undefined;
    },
  };
}
