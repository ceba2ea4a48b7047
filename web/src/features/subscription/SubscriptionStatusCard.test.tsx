import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { driver, subscriber } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SubscriptionStatusCard } from './SubscriptionStatusCard';
import { demoPlans, fakeServer } from '../../test/subscriptionKit';

const screens = (
  <Routes>
    <Route path="/profile" element={<SubscriptionStatusCard />} />
    <Route path="/subscribe" element={<h1>Choose Your Plan</h1>} />
  </Routes>
);

afterEach(() => vi.unstubAllGlobals());

describe("Profile's Subscription Status", () => {
  it("sends a subscriber to Stripe's customer portal with Manage Plan", async () => {
    const calls = fakeServer({
      '/api/subscription/plans': Response.json({ ...demoPlans, paymentMode: 'stripe' }),
      '/api/billing-portal': Response.json({ url: 'https://billing.stripe.test/p/1' }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderWithProviders(screens, {
      route: '/profile',
      auth: { status: 'signedIn', user: subscriber },
    });
    expect(screen.getByText('Monthly plan, $9.99 per month')).toBeTruthy();
    await vi.waitFor(() =>
      expect(calls.some((c) => c.path === '/api/subscription/plans')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Manage Plan' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
  });

  it('shows when a free trial ends, and what is charged then', async () => {
    fakeServer({ '/api/subscription/plans': Response.json(demoPlans) });
    renderWithProviders(screens, {
      route: '/profile',
      auth: {
        status: 'signedIn',
        user: {
          ...subscriber,
          subscriptionStatus: 'trialing',
          trialEndsAt: '2026-11-30T15:00:00.000Z',
        },
      },
    });
    expect(screen.getByText('Free trial')).toBeTruthy();
    expect(
      screen.getByText('Free trial ends Monday, November 30, 2026. Then $9.99 per month.'),
    ).toBeTruthy();
  });

  it('offers Upgrade to /subscribe to a driver without a plan', async () => {
    fakeServer({ '/api/subscription/plans': Response.json(demoPlans) });
    const { user } = renderWithProviders(screens, {
      route: '/profile',
      auth: { status: 'signedIn', user: driver },
    });
    expect(screen.getByText('No plan')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
  });
});
