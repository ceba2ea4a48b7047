/** All SQL of subscriptions: checkouts, applied provider events, plan rows and users' plan fields. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CheckoutsTable, SubscriptionsTable } from '../../db/schema.js';

export type CheckoutRow = Selectable<CheckoutsTable>;

export function subscriptionRepository(db: Db) {
  return {
    async insertCheckout(row: Insertable<CheckoutsTable>): Promise<void> {
      await db.insertInto('checkouts').values(row).execute();
    },
    findCheckout(id: string): Promise<CheckoutRow | undefined> {
      return db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async updateCheckout(id: string, changes: Updateable<CheckoutsTable>): Promise<void> {
      await db.updateTable('checkouts').set(changes).where('id', '=', id).execute();
    },
    async hasEvent(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('paymentEvents')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Records a provider event; false when it had been recorded already (a replay). */
    async recordEvent(id: string, type: string, receivedAt: string): Promise<boolean> {
      const result = await db
        .insertInto('paymentEvents')
        .values({ id, type, receivedAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    async upsertSubscription(row: Insertable<SubscriptionsTable>): Promise<void> {
      const { id: _id, createdAt: _created, ...changes } = row;
      await db
        .insertInto('subscriptions')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(changes))
        .execute();
    },
    /** The driver a provider subscription or customer belongs to. */
    async findPlanOwner(subscriptionId: string, customerId: string | null) {
      const bySubscription = await db
        .selectFrom('subscriptions')
        .select('userId')
        .where('id', '=', subscriptionId)
        .executeTakeFirst();
      if (bySubscription) return bySubscription.userId;
      if (!customerId) return undefined;
      const byCustomer = await db
        .selectFrom('users')
        .select('id')
        .where('stripeCustomerId', '=', customerId)
        .executeTakeFirst();
      return byCustomer?.id;
    },
  };
}
