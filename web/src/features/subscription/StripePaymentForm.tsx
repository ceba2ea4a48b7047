/**
 * The embedded Payment Element over a Stripe Checkout Session (ui_mode: elements). Loaded only on
 * the payment step (SubscribePage lazy-loads this module), so Stripe.js never weighs on the
 * landing page. Apple Pay and Google Pay show up in the element where the device offers them.
 * After a successful confirm Stripe returns the driver to the dashboard (the session's return URL).
 */
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import {
  CheckoutElementsProvider,
  PaymentElement,
  useCheckoutElements,
} from '@stripe/react-stripe-js/checkout';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmailField } from '../../ui/EmailField';
import { notifyError } from '../../ui/notify';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
  return stripes.get(publishableKey)!;
};

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  sessionId: string;
  /** The signed-in driver's email; undefined when buying before signing in. */
  accountEmail: string | undefined;
}

function CheckoutForm({
  sessionId,
  accountEmail,
}: Pick<StripePaymentFormProps, 'sessionId' | 'accountEmail'>) {
  const checkoutState = useCheckoutElements();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [processing, setProcessing] = useState(false);

  if (checkoutState.type === 'loading')
    return (
      <Center p="lg" role="status">
        <Loader />
      </Center>
    );
  if (checkoutState.type === 'error')
    return <Alert color="red">{checkoutState.error.message}</Alert>;
  const { checkout } = checkoutState;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProcessing(true);
    const result = await checkout.confirm(accountEmail ? {} : { email: email.trim() });
    setProcessing(false);
    if (result.type === 'error') {
      notifyError('Payment Failed', result.error.message);
      return;
    }
    navigate(`/dashboard?payment_success=true&session_id=${encodeURIComponent(sessionId)}`, {
      replace: true,
    });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {!accountEmail && (
          <EmailField required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        )}
        <PaymentElement options={{ layout: 'tabs' }} />
        <Group justify="space-between">
          <Text c="dimmed">Due today</Text>
          <Text fw={700}>{checkout.total.total.amount}</Text>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={processing}>
          {processing ? 'Processing...' : 'Subscribe Now'}
        </Button>
      </Stack>
    </form>
  );
}

export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  sessionId,
  accountEmail,
}: StripePaymentFormProps) {
  return (
    <CheckoutElementsProvider
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        ...(accountEmail ? { defaultValues: { email: accountEmail } } : {}),
      }}
    >
      <CheckoutForm sessionId={sessionId} accountEmail={accountEmail} />
    </CheckoutElementsProvider>
  );
}
