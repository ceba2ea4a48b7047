/** SQL on the secrets every API process shares (secrets.ts). */
import type { Db } from '../db/database.js';

export function serverSecretsRepository(db: Db) {
  return {
    /**
     * The secret stored under `name`, storing `candidate` first when there is none. Processes
     * starting together may each offer one: the first insert wins and all of them read it back.
     */
    async keep(name: string, candidate: string): Promise<string> {
      await db
        .insertInto('serverSecrets')
        .values({ name, value: candidate })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('serverSecrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
