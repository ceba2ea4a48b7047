/**
 * The payment form of the demo mode: the fields a card form would have, and no card charged.
 * Stripe's test card numbers work as they would there: 4000 0000 0000 0002 is declined.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { demoPaymentSchema, emailField, subscriptionMessages } from '@haulbook/sync-protocol';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { serverMessage } from '../../data/api';
import { subscriptionApi } from '../../data/subscription';
import { EmailField } from '../../ui/EmailField';
import { notifyError } from '../../ui/notify';

const formFields = z.omit(demoPaymentSchema, { sessionId: true });
/** A buyer who is not signed in gives the email their account is made or found by. */
const signedOutFields = z.extend(formFields, { email: emailField() });

interface DemoPaymentFormProps {
  sessionId: string;
  /** The signed-in driver's email; undefined when buying before signing in. */
  accountEmail: string | undefined;
}

export function DemoPaymentForm({ sessionId, accountEmail }: DemoPaymentFormProps) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(accountEmail ? formFields : signedOutFields),
    defaultValues: { name: '', email: accountEmail ?? '', cardNumber: '4242 4242 4242 4242' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { email, ...rest } = values;
      const paid = await subscriptionApi.payDemo({
        sessionId,
        ...rest,
        ...(accountEmail ? {} : { email }),
      });
      navigate(paid.returnUrl, { replace: true });
    } catch (error) {
      notifyError('Payment Failed', serverMessage(error, subscriptionMessages.paymentError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <EmailField
          readOnly={accountEmail !== undefined}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="off"
          description="Any number pays. 4000 0000 0000 0002 shows a declined card."
          error={errors.cardNumber?.message}
          {...form.register('cardNumber')}
        />
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Processing...' : 'Subscribe Now'}
        </Button>
      </Stack>
    </form>
  );
}
