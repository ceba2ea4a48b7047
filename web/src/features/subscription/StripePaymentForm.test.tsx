/**
 * The embedded Payment Element form, with Stripe.js replaced (its servers are out of reach here):
 * what the driver sees when Stripe confirms or declines the payment.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import StripePaymentForm from './StripePaymentForm';

const confirm = vi.fn();
const loadStripe = vi.fn(async () => ({}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: () => loadStripe() }));
vi.mock('@stripe/react-stripe-js/checkout', () => ({
  CheckoutElementsProvider: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => <div>Card details</div>,
  useCheckoutElements: () => ({
    type: 'success',
    checkout: { total: { total: { amount: '$9.99' } }, confirm },
  }),
}));

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

const form = (accountEmail?: string) => (
  <Routes>
    <Route
      path="/subscribe"
      element={
        <StripePaymentForm
          publishableKey="pk_test_1"
          clientSecret="cs_1_secret"
          sessionId="cs_1"
          accountEmail={accountEmail}
        />
      }
    />
    <Route path="/dashboard" element={<Landed />} />
  </Routes>
);

beforeEach(() => confirm.mockReset());

describe('the embedded Stripe payment form', () => {
  it("shows 'Payment Failed' with Stripe's message when the card is declined", async () => {
    confirm.mockResolvedValue({
      type: 'error',
      error: { message: 'Your card was declined.', code: 'paymentFailed' },
    });
    const { user } = renderWithProviders(form('jane@example.com'), { route: '/subscribe' });
    expect(screen.getByText('$9.99')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith({});
  });

  it('asks a buyer who is not signed in for their email and returns to the dashboard', async () => {
    confirm.mockResolvedValue({ type: 'success', session: {} });
    const { user } = renderWithProviders(form(), { route: '/subscribe' });
    await user.type(screen.getByLabelText(/Email/), 'rosa@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(
      await screen.findByText('Landed on /dashboard?payment_success=true&session_id=cs_1'),
    ).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith({ email: 'rosa@example.com' });
  });
});
