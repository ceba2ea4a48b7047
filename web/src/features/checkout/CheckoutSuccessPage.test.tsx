import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriber } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { fakeServer } from '../../test/subscriptionKit';
import { useCheckoutConfirmation } from '../subscription/useCheckoutConfirmation';
import { CheckoutSuccessPage } from './CheckoutSuccessPage';

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

function Dashboard() {
  useCheckoutConfirmation();
  return <Landed />;
}

const screens = (
  <Routes>
    <Route path="/checkout/success" element={<CheckoutSuccessPage />} />
    <Route path="/welcome" element={<Landed />} />
    <Route path="/dashboard" element={<Dashboard />} />
  </Routes>
);

const paid = {
  authToken: null,
  userId: null,
  customerEmail: 'rosa@example.com',
  tier: 'annual',
  planName: 'Annual',
};

afterEach(() => vi.unstubAllGlobals());

describe('/checkout/success', () => {
  it('says so without a session id', () => {
    renderWithProviders(screens, { route: '/checkout/success', auth: {} });
    expect(screen.getByRole('heading', { name: 'Payment Error' })).toBeTruthy();
    expect(screen.getByText('No session ID found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('confirms, lists what the plan gives, and moves on to /welcome with the email and plan', async () => {
    fakeServer({ '/api/checkout/success': Response.json(paid) });
    renderWithProviders(screens, { route: '/checkout/success?session_id=demo_cs_1', auth: {} });
    expect(screen.getByText('Processing your payment...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('Unlimited load tracking')).toBeTruthy();
    expect(screen.getByText('Demo payments: no card is charged')).toBeTruthy();
    expect(
      await screen.findByText(
        'Landed on /welcome?email=rosa%40example.com&tier=annual',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  });

  it("shows the provider's words for a declined payment, with Try Again", async () => {
    fakeServer({
      '/api/checkout/success': Response.json(
        { message: 'Your card was declined.' },
        { status: 402 },
      ),
    });
    renderWithProviders(screens, { route: '/checkout/success?session_id=cs_1', auth: {} });
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
  });
});

describe("the dashboard's payment_success return", () => {
  it('confirms the checkout, refreshes the user and clears the address', async () => {
    fakeServer({ '/api/checkout/success': Response.json({ ...paid, userId: 'u9' }) });
    const refresh = vi.fn(async () => subscriber);
    renderWithProviders(screens, {
      route: '/dashboard?payment_success=true&session_id=cs_1',
      auth: { status: 'signedIn', user: subscriber, refresh },
    });
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(screen.getByText('Your Annual plan is now active. Welcome to Haulbook!')).toBeTruthy();
    expect(await screen.findByText('Landed on /dashboard')).toBeTruthy();
    expect(refresh).toHaveBeenCalled();
  });

  it("says 'Payment Processing' when the server cannot confirm it yet", async () => {
    fakeServer({ '/api/checkout/success': Response.json({ message: 'x' }, { status: 502 }) });
    renderWithProviders(screens, {
      route: '/dashboard?payment_success=true&session_id=cs_1',
      auth: { status: 'signedIn', user: subscriber },
    });
    expect(await screen.findByText('Payment Processing')).toBeTruthy();
  });
});
