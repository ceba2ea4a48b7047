/**
 * When a load was delivered, as the driver tapped it: the counters count a load in the week it was
 * really delivered, not the week it was scheduled for. Loads delivered before this have none, and
 * their scheduled delivery stands in. The fuel table already had assigned_load_id.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('loads').addColumn('actual_delivery_date', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('loads').dropColumn('actual_delivery_date').execute();
}
