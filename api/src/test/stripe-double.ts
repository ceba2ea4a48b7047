/**
 * A local Stripe for the tests (Stripe's servers are out of reach): an HTTP server answering the
 * calls Haulbook makes through the stripe package (STRIPE_API_BASE points the SDK here), plus what
 * a customer and Stripe would do meanwhile: pay or decline a checkout, change a subscription, and
 * send signed webhook events (signatures from stripe.webhooks.generateTestHeaderString).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { PaymentsConfig } from '../config.js';
import { build, type TestApp } from './build.js';

type Json = Record<string, unknown>;

export const doublePrices = {
  monthly: 'price_test_monthly',
  annual: 'price_test_annual',
  lifetime: 'price_test_lifetime',
};

const webhookSecret = 'whsec_test_double';
const unix = () => Math.floor(Date.now() / 1000);

export class StripeDouble {
  /** Every call received, as "METHOD /path". */
  readonly requests: string[] = [];
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly intents = new Map<string, Json>();
  private server: http.Server | undefined;
  private seq = 0;
  url = '';

  private nextId(prefix: string) {
    this.seq += 1;
    return `${prefix}_test_${this.seq}`;
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stripe.test');
        this.requests.push(`${req.method} ${url.pathname}`);
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const [status, body] = this.answer(req.method ?? 'GET', url, form);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_double' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** The payments configuration of a Haulbook pointed at this double. */
  payments(embedded = true): PaymentsConfig {
    return {
      mode: 'stripe',
      secretKey: 'sk_test_double',
      publishableKey: embedded ? 'pk_test_double' : undefined,
      webhookSecret,
      prices: doublePrices,
      apiBase: this.url,
    };
  }

  private answer(method: string, url: URL, form: URLSearchParams): [number, unknown] {
    const parts = url.pathname.split('/').filter(Boolean);
    const expand = [...url.searchParams.entries(), ...form.entries()]
      .filter(([k]) => k.startsWith('expand'))
      .map(([, v]) => v);
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions')
      return [200, this.createSession(form)];
    if (method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = this.sessions.get(parts[3]);
      return session ? [200, this.expanded(session, expand)] : notFound(parts[3]);
    }
    if (method === 'GET' && parts[1] === 'subscriptions' && parts[2]) {
      const sub = this.subscriptions.get(parts[2]);
      return sub ? [200, sub] : notFound(parts[2]);
    }
    if (method === 'DELETE' && parts[1] === 'subscriptions' && parts[2]) {
      return this.subscriptions.has(parts[2])
        ? [200, this.setStatus(parts[2], 'canceled')]
        : notFound(parts[2]);
    }
    if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = this.nextId('bps');
      const customer = form.get('customer');
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer,
          url: `https://billing.stripe.test/p/${id}`,
          return_url: form.get('return_url'),
        },
      ];
    }
    return [
      404,
      {
        error: { type: 'invalid_request_error', message: `Unknown call ${method} ${url.pathname}` },
      },
    ];
  }

  private createSession(form: URLSearchParams): Json {
    const id = this.nextId('cs');
    const uiMode = form.get('ui_mode');
    const session: Json = {
      id,
      object: 'checkout.session',
      created: unix(),
      mode: form.get('mode'),
      ui_mode: uiMode,
      status: 'open',
      payment_status: 'unpaid',
      client_secret: uiMode === 'elements' ? `${id}_secret_double` : null,
      url: uiMode === 'hosted_page' ? `https://checkout.stripe.test/c/${id}` : null,
      return_url: form.get('return_url'),
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
      customer: form.get('customer'),
      customer_email: form.get('customer_email'),
      customer_details: null,
      client_reference_id: form.get('client_reference_id'),
      metadata: { plan: form.get('metadata[plan]') },
      price: form.get('line_items[0][price]'),
      trial_period_days: Number(form.get('subscription_data[trial_period_days]') ?? 0),
      subscription: null,
      payment_intent: null,
    };
    this.sessions.set(id, session);
    return session;
  }

  private expanded(session: Json, expand: string[]): Json {
    const out = { ...session };
    if (expand.includes('subscription') && typeof session.subscription === 'string')
      out.subscription = this.subscriptions.get(session.subscription);
    if (expand.includes('payment_intent') && typeof session.payment_intent === 'string')
      out.payment_intent = this.intents.get(session.payment_intent);
    return out;
  }

  /** The customer pays: a subscription starts (trialing when the plan has a trial), or a one-time payment succeeds. */
  completeCheckout(id: string, customer: { email?: string; name?: string } = {}): Json {
    const session = this.sessions.get(id)!;
    const customerId = (session.customer as string | null) ?? this.nextId('cus');
    const email = customer.email ?? (session.customer_email as string | null);
    const trial = (session.trial_period_days as number) > 0;
    Object.assign(session, {
      status: 'complete',
      payment_status: trial ? 'no_payment_required' : 'paid',
      customer: customerId,
      customer_details: { email, name: customer.name ?? null },
    });
    if (session.mode === 'subscription') {
      const sub = this.newSubscription(
        customerId,
        session.price as string,
        trial ? 'trialing' : 'active',
      );
      session.subscription = sub.id;
    } else {
      const intent = {
        id: this.nextId('pi'),
        object: 'payment_intent',
        status: 'succeeded',
        last_payment_error: null,
      };
      this.intents.set(intent.id, intent);
      session.payment_intent = intent.id;
    }
    return session;
  }

  /** The card is declined: the session stays open with the bank's message on its payment. */
  declineCheckout(id: string): void {
    const session = this.sessions.get(id)!;
    const intent = {
      id: this.nextId('pi'),
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    };
    this.intents.set(intent.id, intent);
    session.payment_intent = intent.id;
  }

  newSubscription(customerId: string, price: string, status: string): Json {
    const now = unix();
    const sub: Json = {
      id: this.nextId('sub'),
      object: 'subscription',
      status,
      customer: customerId,
      start_date: now,
      created: now,
      ended_at: null,
      cancel_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            object: 'subscription_item',
            current_period_end: now + 86400 * 30,
            price: { id: price, object: 'price' },
          },
        ],
      },
    };
    this.subscriptions.set(sub.id as string, sub);
    return sub;
  }

  /** Stripe changes a subscription (a renewal fails, the driver cancels...): its state now. */
  setStatus(subscriptionId: string, status: string): Json {
    const sub = this.subscriptions.get(subscriptionId)!;
    sub.status = status;
    if (status === 'canceled') sub.ended_at = unix();
    return { ...sub };
  }

  /** A webhook event, as Stripe would send it: its body and its Stripe-Signature header. */
  event(
    type: string,
    object: Json,
    id = this.nextId('evt'),
  ): { payload: string; signature: string; id: string } {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: unix(),
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object },
    });
    return { payload, signature: this.sign(payload), id };
  }

  sign(payload: string, secret = webhookSecret): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret });
  }
}

/**
 * A test file's Stripe double and a Haulbook pointed at it (embedded Payment Element), started
 * before its tests and stopped after; `app()` is the running Haulbook.
 */
export function withStripeDouble() {
  const stripe = new StripeDouble();
  let t: TestApp;
  beforeAll(async () => {
    await stripe.start();
    t = await build({ payments: stripe.payments() });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });
  return { stripe, app: () => t };
}

function notFound(id: string): [number, unknown] {
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such object: '${id}'`,
      },
    },
  ];
}
