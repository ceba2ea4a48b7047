/**
 * The demo payment mode (no STRIPE_SECRET_KEY): checkouts live in our own table and the demo
 * payment form completes them (subscription.service.ts payDemo), so the same screens and rules run
 * end to end with no card charged. A plan with a trial starts trialing, as Stripe's would.
 */
import { planById } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { days } from '../../lib/tokens.js';
import type { CheckoutState, PaymentProvider } from './payments.js';
import { subscriptionRepository } from './subscription.repository.js';

const trialEndFrom = (start: string, trialDays: number) =>
  new Date(Date.parse(start) + days(trialDays)).toISOString();

export const demoPrefix = 'demo_';

export function demoProvider(db: Db): PaymentProvider {
  const repo = subscriptionRepository(db);

  async function checkout(id: string): Promise<CheckoutState> {
    const row = await repo.findCheckout(id);
    const plan = planById(row?.plan);
    if (!row || !plan) throw notFound('No such checkout');
    const complete = row.status === 'complete';
    return {
      id,
      complete,
      email: row.email,
      name: row.displayName,
      customerId: null,
      plan: complete
        ? {
            providerId: plan.recurring ? `${demoPrefix}sub_${id}` : id,
            recurring: plan.recurring,
            status: plan.trialDays > 0 ? 'trialing' : 'active',
            priceId: row.priceId,
            customerId: null,
            startDate: row.updatedAt,
            endDate: null,
            trialEnd: plan.trialDays > 0 ? trialEndFrom(row.updatedAt, plan.trialDays) : null,
          }
        : null,
      failure: row.lastError,
    };
  }

  return {
    mode: 'demo',
    // Always the embedded form: there is no hosted page to send anyone to.
    startCheckout: async () => {
      const id = `${demoPrefix}cs_${uuidv7()}`;
      return { id, clientSecret: id };
    },
    checkout,
    subscription: () => Promise.reject(new Error('The demo mode sends no subscription events')),
    portalUrl: async () => null,
  };
}
