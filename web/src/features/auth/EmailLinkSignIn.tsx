/**
 * The email-only sign-in form of /login and /login-direct. Deliberate deviation from docs/product.md
 * (docs/architecture.md): the server emails a one-time sign-in link instead of signing in from an email
 * address alone, so the success state is "Check your email".
 */
import { EmailField } from '../../ui/EmailField';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyLoginSchema } from '@haulbook/sync-protocol';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { requestSignInLink, type SignInLinkRoute } from '../../data/account';
import { serverMessage } from '../../data/api';
import { rememberEmail } from '../../data/deviceMemory';
import { AuthLayout } from '../../ui/AuthLayout';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { GoButton } from '../../ui/GoButton';
import { notifyError } from '../../ui/notify';

/**
 * Said to everyone alike, before and after sending: whether an address has an account or a plan is
 * never revealed (docs/architecture.md), so a driver who cannot have a link is told what works instead.
 */
export const emailedLinkExplained =
  'The emailed link works for subscribers. Signing in with your password is always available.';

interface EmailLinkSignInProps {
  title: string;
  subtitle: ReactNode;
  route: SignInLinkRoute;
  defaultEmail: string;
  note?: ReactNode;
}

export function EmailLinkSignIn({
  title,
  subtitle,
  route,
  defaultEmail,
  note,
}: EmailLinkSignInProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(emailOnlyLoginSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestSignInLink(route, email);
      rememberEmail(email);
      setSentTo(email);
    } catch (error) {
      notifyError('Login Failed', serverMessage(error, 'Authentication failed'));
    }
  });

  if (sentTo) {
    return (
      <AuthLayout>
        <ConfirmationPanel
          icon={<IconMailForward size={32} />}
          title="Check your email"
          actions={
            <>
              <Button variant="light" onClick={() => setSentTo(null)}>
                Use a different email
              </Button>
              <GoButton to="/auth" size="md">
                Sign in with a password
              </GoButton>
              <GoButton to="/subscribe" variant="subtle" size="sm">
                Choose a plan
              </GoButton>
            </>
          }
        >
          A one-time sign-in link goes to {sentTo} when it belongs to a subscriber: open it on this
          device (it works once, for 15 minutes). Not in your inbox? Check the spam folder. Not a
          subscriber yet, no email will come: sign in with your password, or choose a plan.
        </ConfirmationPanel>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} subtitle={subtitle}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {emailedLinkExplained}
          </Text>
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send sign-in link'}
          </Button>
        </Stack>
      </form>
      {note && (
        <Text ta="center" size="sm" mt="lg" c="dimmed">
          {note}
        </Text>
      )}
      <Text ta="center" size="sm" mt="xs" c="dimmed">
        Have a password?{' '}
        <Anchor component={Link} to="/auth" fw={700}>
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
