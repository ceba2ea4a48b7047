/** SQL for completing an account: company lookups and the per-user rows every account starts with. */
import type { Db } from '../../db/database.js';

export interface PayConfigDefaults {
  payType: string;
  tier1RateMilli?: number;
  payPeriod: string;
  payPeriodStartDay: string;
}

export function signupRepository(db: Db) {
  return {
    findCompany(name: string) {
      return db.selectFrom('companies').selectAll().where('name', '=', name).executeTakeFirst();
    },
    findPreset(companyName: string, presetName: string) {
      return db
        .selectFrom('companyPayPeriodPresets as p')
        .innerJoin('companies as c', 'c.id', 'p.companyId')
        .select(['p.payPeriod', 'p.payPeriodStartDay'])
        .where('c.name', '=', companyName)
        .where('p.name', '=', presetName)
        .executeTakeFirst();
    },
    /** The sync counter, pay config and preferences rows; existing ones are left alone. */
    async createAccountRows(
      userId: string,
      payConfig: PayConfigDefaults,
      timeZone: string | undefined,
      now: string,
    ): Promise<void> {
      await db
        .insertInto('syncVersions')
        .values({ userId, version: 1 })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
      const synced = { userId, version: 1, createdAt: now, updatedAt: now };
      await db
        .insertInto('payConfigs')
        .values({ ...synced, id: userId, ...payConfig })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
      await db
        .insertInto('userPreferences')
        .values({ ...synced, ...(timeZone ? { timeZone } : {}) })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
    },
  };
}
export type SignupRepository = ReturnType<typeof signupRepository>;
