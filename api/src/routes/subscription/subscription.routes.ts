/**
 * The subscription calls (docs/product.md §7 Subscription). Plans, checkout and its confirmation work signed
 * in and signed out (a purchase may come first); the portal and the demo cancel need a session.
 * The demo calls exist only in demo mode.
 */
import {
  billingPortalResponseSchema,
  checkoutSuccessQuerySchema,
  checkoutSuccessResponseSchema,
  createSubscriptionResponseSchema,
  createSubscriptionSchema,
  demoPaymentSchema,
  plansResponseSchema,
  successResponseSchema,
} from '@haulbook/sync-protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountAreaOptions } from '../account-area.js';
import * as z from 'zod/mini';
import type { PaymentsConfig } from '../../config.js';
import { perAddress } from '../account-area.js';
import { demoProvider } from './demo-provider.js';
import { stripeClient, stripeProvider } from './stripe-provider.js';
import { subscriptionService } from './subscription.service.js';
import webhook from './webhook.routes.js';

export interface SubscriptionRoutesOptions extends AccountAreaOptions {
  payments: PaymentsConfig;
}

const subscription: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (app, opts) => {
  const { payments, appUrl } = opts;
  const stripe = payments.mode === 'stripe' ? stripeClient(payments) : undefined;
  const service = subscriptionService({
    db: app.db,
    provider: stripe ? stripeProvider(stripe) : demoProvider(app.db),
    payments,
    appUrl,
    mailQueue: app.mailQueue,
  });
  if (stripe)
    await app.register(webhook, {
      prefix: '/stripe',
      stripe,
      secret: payments.webhookSecret!,
      service,
    });
  const limited = { rateLimit: opts.rateLimit };
  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/subscription/plans', { schema: { response: { 200: plansResponseSchema } } }, () =>
    service.planList(),
  );

  app.post(
    '/create-subscription',
    {
      config: limited,
      schema: {
        body: createSubscriptionSchema,
        response: { 200: createSubscriptionResponseSchema },
      },
    },
    (request) => service.startCheckout(request.body.priceId, request.userId),
  );

  app.get(
    '/checkout/success',
    {
      config: limited,
      schema: {
        querystring: checkoutSuccessQuerySchema,
        response: { 200: checkoutSuccessResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.confirmCheckout(request.query.session_id, request.userId);
    },
  );

  app.post(
    '/billing-portal',
    { onRequest: app.requireUser, schema: { response: { 200: billingPortalResponseSchema } } },
    async (request) => ({ url: await service.portalUrl(request.userId!) }),
  );

  if (payments.mode !== 'demo') return;

  // A purchase made signed out mails its address a sign-in link, and demo payments cost nothing:
  // the per-address limit of account emails keeps them from flooding a mailbox.
  const emailLimited = perAddress(app, opts.emailLimit, 'account');
  app.post(
    '/demo/checkout/pay',
    {
      config: limited,
      preHandler: async function (request, reply) {
        if (!request.userId && request.body.email) await emailLimited.call(this, request, reply);
      },
      schema: { body: demoPaymentSchema, response: { 200: z.object({ returnUrl: z.string() }) } },
    },
    (request) => service.payDemo(request.body),
  );

  app.post(
    '/demo/subscription/cancel',
    { onRequest: app.requireUser, schema: { response: { 200: successResponseSchema } } },
    async (request) => {
      await service.cancelDemo(request.userId!);
      return { success: true, message: 'Your demo plan was cancelled.' };
    },
  );
};

export default subscription;
