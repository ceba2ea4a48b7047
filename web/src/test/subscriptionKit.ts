/** The subscription calls answered as the demo-mode server answers them, for screen tests. */
import { planFeatures, plans, type PlansResponse } from '@haulbook/sync-protocol';
import { vi } from 'vitest';

export const demoPlans: PlansResponse = {
  paymentMode: 'demo',
  publishableKey: null,
  plans: plans.map(({ trialDays: _d, recurring: _r, ...plan }) => ({
    ...plan,
    features: [...planFeatures],
    priceId: `demo_${plan.id}`,
  })),
};

type Answer = Response | (() => Response);

/** A fetch that answers each path (without its query) from `answers`, and records the calls. */
export function fakeServer(answers: Record<string, Answer>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0]!;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[path];
    if (!answer) return Response.json({ message: 'Not found' }, { status: 404 });
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
