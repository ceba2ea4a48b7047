/**
 * The dashboard as the embedded payment form's return address (docs/product.md §2 Dashboard, §4 After card
 * checkout return, §8 Payment): with payment_success=true and a session_id, the checkout is
 * confirmed, the toast says how it went, the current user is refreshed (the gate lifts), and the
 * parameters leave the address.
 */
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../data/api';
import { useAuth } from '../../data/session/useAuth';
import { subscriptionApi } from '../../data/subscription';
import { notifySuccess } from '../../ui/notify';
import { useRunOnce } from '../../ui/useRunOnce';

async function confirm(sessionId: string): Promise<void> {
  try {
    const { planName } = await subscriptionApi.confirm(sessionId);
    notifySuccess(
      'Payment Successful!',
      `Your ${planName || 'subscription'} plan is now active. Welcome to Haulbook!`,
    );
  } catch (error) {
    if (error instanceof ApiError)
      notifySuccess(
        'Payment Processing',
        'Your payment was successful. Activation may take a few moments.',
      );
    else notifySuccess('Payment Successful', 'Your subscription will be activated shortly.');
  }
}

export function useCheckoutConfirmation(): void {
  const [params, setParams] = useSearchParams();
  const { refresh } = useAuth();
  const sessionId = params.get('session_id');
  const returning = params.get('payment_success') === 'true' && sessionId !== null;

  useRunOnce(() => {
    if (!returning) return;
    void (async () => {
      await confirm(sessionId);
      await refresh();
      setParams(
        (current) => {
          current.delete('payment_success');
          current.delete('session_id');
          return current;
        },
        { replace: true },
      );
    })();
  });
}
