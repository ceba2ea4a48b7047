/**
 * The subscription gate on the server (docs/product.md §6, docs/architecture.md Subscriptions): Load Management
 * and Fuel writes need a plan in force, or one that lapsed at most 7 days ago, so an entry made
 * while the app still showed the driver as subscribed is accepted when it syncs late. It runs
 * inside the write's transaction, so a REST call, a batched push entry and a multipart upload are
 * refused alike (402), and a refused batch entry is refused alone. Reads are never gated: a lapsed
 * driver's data stays readable and exportable.
 */
import { isPayingPlan, mayWriteGated, subscriptionMessages } from '@haulbook/sync-protocol';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/errors.js';
import { usersRepository } from '../../repositories/users.repository.js';
import type { Work } from '../../sync/versioned-write.js';

export const paymentRequired = () => new HttpError(402, subscriptionMessages.subscriptionRequired);

type PlanFacts = Awaited<ReturnType<ReturnType<typeof usersRepository>['planFacts']>>;

/**
 * The plan as a transaction first read it. A batched push runs hundreds of gated entries in one
 * transaction, and no write it carries changes a plan, so it reads the plan once, not per entry.
 */
const plansRead = new WeakMap<Db, Map<string, PlanFacts>>();

async function planFacts(trx: Db, userId: string): Promise<PlanFacts> {
  let read = plansRead.get(trx);
  if (!read) plansRead.set(trx, (read = new Map()));
  if (!read.has(userId)) read.set(userId, await usersRepository(trx).planFacts(userId));
  return read.get(userId);
}

export const subscribersOnly =
  (userId: string, work: Work): Work =>
  async (trx, version) => {
    const facts = await planFacts(trx, userId);
    const paying = facts ? isPayingPlan(facts.subscriptionStatus, facts.subscriptionTier) : false;
    if (!mayWriteGated(paying, facts?.subscriptionLapsedAt ?? null, new Date()))
      throw paymentRequired();
    return work(trx, version);
  };
