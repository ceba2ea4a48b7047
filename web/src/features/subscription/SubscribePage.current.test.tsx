import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriber } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SubscribePage } from './SubscribePage';
import { demoPlans, fakeServer } from '../../test/subscriptionKit';

const lifetimeOwner = {
  ...subscriber,
  subscriptionTier: 'lifetime',
  subscriptionType: 'lifetime' as const,
  stripeSubscriptionId: null,
};
const started = { clientSecret: 'demo_cs_1', sessionId: 'demo_cs_1' };

afterEach(() => vi.unstubAllGlobals());

/** A keyboard user's press: the button has focus, then Enter. */
async function press(user: UserEvent, button: HTMLElement) {
  button.focus();
  await user.keyboard('{Enter}');
}

function plansFor(user: typeof subscriber) {
  const calls = fakeServer({
    '/api/subscription/plans': Response.json(demoPlans),
    '/api/create-subscription': Response.json(started),
  });
  const rendered = renderWithProviders(<SubscribePage />, {
    route: '/subscribe',
    auth: { status: 'signedIn', user },
  });
  return { calls, ...rendered };
}

describe('/subscribe for a subscriber', () => {
  it('marks the plan in force, which cannot be bought again', async () => {
    plansFor(lifetimeOwner);
    const lifetime = await screen.findByRole('article', { name: 'Lifetime plan' });
    expect(within(lifetime).getByText('Your plan')).toBeTruthy();
    const own = within(lifetime).getByRole('button', { name: 'Your current plan' });
    expect((own as HTMLButtonElement).disabled).toBe(true);
    const monthly = screen.getByRole('article', { name: 'Monthly plan' });
    expect(within(monthly).queryByText('Your plan')).toBeNull();
  });

  it('tells a Lifetime owner choosing Monthly what changes before any payment form', async () => {
    const { user, calls } = plansFor(lifetimeOwner);
    await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));

    expect(screen.getByText(/You already own Lifetime/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Complete Your Subscription' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/create-subscription')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByText(/You already own Lifetime/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Choose Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Complete Your Subscription' })).toBeTruthy();
  });

  it('keeps keyboard focus: on the change when it is asked, back on Choose Monthly when kept', async () => {
    const { user } = plansFor(lifetimeOwner);
    await press(user, await screen.findByRole('button', { name: 'Choose Monthly' }));

    const question = screen.getByRole('group', {
      name: 'Change to Monthly',
      description: /You already own Lifetime/,
    });
    expect(question.contains(document.activeElement)).toBe(true);

    await press(user, within(question).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('group', { name: 'Change to Monthly' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose Monthly' }));
  });
});
