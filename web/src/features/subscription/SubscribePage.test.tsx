import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SubscribePage } from './SubscribePage';
import { demoPlans, fakeServer } from '../../test/subscriptionKit';

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

const screens = (
  <Routes>
    <Route path="/subscribe" element={<SubscribePage />} />
    <Route path="/dashboard" element={<Landed />} />
  </Routes>
);

const started = { clientSecret: 'demo_cs_1', sessionId: 'demo_cs_1' };

afterEach(() => vi.unstubAllGlobals());

describe('/subscribe in demo mode', () => {
  it('lets a visitor pick Annual, pay with a card form labelled as a demo, and return to the dashboard', async () => {
    const calls = fakeServer({
      '/api/subscription/plans': Response.json(demoPlans),
      '/api/create-subscription': Response.json(started),
      '/api/demo/checkout/pay': Response.json({
        returnUrl: '/dashboard?payment_success=true&session_id=demo_cs_1',
      }),
    });
    const { user } = renderWithProviders(screens, { route: '/subscribe', auth: {} });
    expect(await screen.findByText('Most Popular')).toBeTruthy();
    expect(screen.getByText('save $105/year')).toBeTruthy();
    expect(screen.getByText('Demo payments: no card is charged')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Choose Annual' }));
    expect(await screen.findByRole('heading', { name: 'Complete Your Subscription' })).toBeTruthy();
    expect(screen.getByText('Annual: $14.99 per year, 7-day free trial')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Rosa Diaz');
    await user.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));

    expect(
      await screen.findByText('Landed on /dashboard?payment_success=true&session_id=demo_cs_1'),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/create-subscription')?.body).toEqual({
      priceId: 'demo_annual',
    });
    expect(calls.find((c) => c.path === '/api/demo/checkout/pay')?.body).toEqual({
      sessionId: 'demo_cs_1',
      name: 'Rosa Diaz',
      email: 'rosa@example.com',
      cardNumber: '4242424242424242',
    });
  });

  it("shows 'Payment Failed' with the provider's message for a declined card, and stays", async () => {
    fakeServer({
      '/api/subscription/plans': Response.json(demoPlans),
      '/api/create-subscription': Response.json(started),
      '/api/demo/checkout/pay': Response.json(
        { message: 'Your card was declined.' },
        { status: 402 },
      ),
    });
    const { user } = renderWithProviders(screens, {
      route: '/subscribe',
      auth: { status: 'signedIn', user: driver },
    });
    await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
    const email = await screen.findByLabelText('Email');
    expect((email as HTMLInputElement).value).toBe(driver.email);
    const card = screen.getByLabelText('Card number');
    await user.clear(card);
    await user.type(card, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
  });

  it('sends the browser to the hosted checkout page when the server answers with one', async () => {
    fakeServer({
      '/api/subscription/plans': Response.json({ ...demoPlans, paymentMode: 'stripe' }),
      '/api/create-subscription': Response.json({
        type: 'checkout_session',
        checkoutUrl: 'https://checkout.stripe.test/c/cs_1',
        sessionId: 'cs_1',
      }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderWithProviders(screens, { route: '/subscribe', auth: {} });
    await user.click(await screen.findByRole('button', { name: 'Choose Lifetime' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'),
    );
  });
});
