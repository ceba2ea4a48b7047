/**
 * The subscription calls (docs/product.md §7 Subscription). They need the network by nature: a purchase is
 * made with the provider, not queued. Offline, the gate reads the cached user instead (useAuth).
 */
import {
  billingPortalResponseSchema,
  checkoutSuccessResponseSchema,
  createSubscriptionResponseSchema,
  plansResponseSchema,
  successResponseSchema,
  type DemoPaymentInput,
  type PlansResponse,
} from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { api } from './api';

let plansOnce: Promise<PlansResponse> | undefined;

export const subscriptionApi = {
  /** The plans with their price ids and the payment mode; asked once per page load. */
  plans(): Promise<PlansResponse> {
    plansOnce ??= api.get('/api/subscription/plans', plansResponseSchema).catch((error) => {
      plansOnce = undefined;
      throw error;
    });
    return plansOnce;
  },
  start: (priceId: string) =>
    api.post('/api/create-subscription', { priceId }, createSubscriptionResponseSchema),
  confirm: (sessionId: string) =>
    api.get(
      `/api/checkout/success?session_id=${encodeURIComponent(sessionId)}`,
      checkoutSuccessResponseSchema,
    ),
  payDemo: (input: DemoPaymentInput) =>
    api.post('/api/demo/checkout/pay', input, z.object({ returnUrl: z.string() })),
  cancelDemo: () => api.post('/api/demo/subscription/cancel', {}, successResponseSchema),
  portal: () => api.post('/api/billing-portal', {}, billingPortalResponseSchema),
};
