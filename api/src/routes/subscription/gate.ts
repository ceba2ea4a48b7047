/**
 * The subscription gate on the server (docs/product.md §6, docs/architecture.md Subscriptions): Load Management
 * and Fuel writes need a plan in force, or one that lapsed at most 7 days ago, so an entry made
 * while the app still showed the driver as subscribed is accepted when it syncs late. It runs
 * inside the write's transaction, so a REST call, a batched push entry and a multipart upload are
 * refused alike (402), and a refused batch entry is refused alone. Reads are never gated: a lapsed
 * driver's data stays readable and exportable.
 */
import { isPayingPlan, mayWriteGated, subscriptionMessages } from '@haulbook/sync-protocol';
import { HttpError } from '../../lib/errors.js';
import { usersRepository } from '../../repositories/users.repository.js';
import type { Work } from '../../sync/versioned-write.js';

export const paymentRequired = () => new HttpError(402, subscriptionMessages.subscriptionRequired);

export const subscribersOnly =
  (userId: string, work: Work): Work =>
  async (trx, version) => {
    const facts = await usersRepository(trx).planFacts(userId);
    const paying = facts ? isPayingPlan(facts.subscriptionStatus, facts.subscriptionTier) : false;
    if (!mayWriteGated(paying, facts?.subscriptionLapsedAt ?? null, new Date()))
      throw paymentRequired();
    return work(trx, version);
  };
