/**
 * POST /api/stripe/webhook. Authenticated by Stripe's signature over the raw body, not by a
 * session or an Origin: the route is marked `originCheck: false` for the CSRF check to skip it.
 * A bad signature answers 400; a verified event is applied once (subscription.service.ts) and
 * answered 200, a replay too, so Stripe stops sending it. A failure of ours answers 500, so Stripe
 * sends it again later.
 */
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { badRequest } from '../../lib/errors.js';
import type { SubscriptionService } from './subscription.service.js';

export interface WebhookOptions {
  stripe: Stripe;
  secret: string;
  service: SubscriptionService;
}

const webhook: FastifyPluginAsync<WebhookOptions> = async (app, { stripe, secret, service }) => {
  // The signature covers the exact bytes Stripe sent: keep them, unparsed, in this plugin only.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhook', { config: { originCheck: false } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error();
      event = stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      throw badRequest('Invalid signature');
    }
    const applied = await service.handleEvent(event);
    request.log.info({ event: event.id, type: event.type, applied }, 'payment event');
    return { received: true };
  });
};

export default webhook;
