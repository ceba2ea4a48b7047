/**
 * /checkout/success?session_id=… (docs/product.md §2 Checkout success, §4, §8): processing, then 'Payment
 * Successful!' and, after 2 s, the next screen: the dashboard when signed in; signed out, /welcome
 * with the email and tier, which says a sign-in link went to that address. A purchase never signs
 * anyone in: the address may not be the buyer's until its mailbox is proven by that link.
 * Signed out, the dashboard return address of the embedded form also lands here.
 */
import type { CheckoutSuccess } from '@haulbook/sync-protocol';
import { subscriptionMessages } from '@haulbook/sync-protocol';
import { Box, Center, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../data/api';
import { useAuth } from '../../data/session/useAuth';
import { subscriptionApi } from '../../data/subscription';
import { AuthLayout } from '../../ui/AuthLayout';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { GoButton } from '../../ui/GoButton';
import { useRunOnce } from '../../ui/useRunOnce';
import { DemoNotice } from '../subscription/DemoNotice';

/** docs/product.md §9: the success screen moves on after 2 s. */
const redirectDelayMs = 2000;

type State =
  | { kind: 'loading' }
  | { kind: 'success'; result: CheckoutSuccess }
  | { kind: 'error'; message: string };

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return subscriptionMessages.paymentError;
  // A declined card: the provider's own words.
  if (error.status === 402 && error.serverMessage) return error.serverMessage;
  return subscriptionMessages.checkoutFailed;
}

function nextScreen({ customerEmail, tier }: CheckoutSuccess, signedIn: boolean): string {
  if (signedIn) return '/dashboard';
  return `/welcome?${new URLSearchParams({ email: customerEmail, tier })}`;
}

function SuccessContent({ state, sessionId }: { state: State; sessionId: string | null }) {
  const demo = sessionId?.startsWith('demo_') ?? false;
  if (state.kind === 'loading')
    return (
      <Center mih="40dvh" role="status">
        <Stack align="center" gap="sm">
          <Loader />
          <Title order={1} fz={24}>
            Processing your payment...
          </Title>
          <Text c="dimmed">This takes a few seconds. Please keep this page open.</Text>
        </Stack>
      </Center>
    );
  if (state.kind === 'error')
    return (
      <ConfirmationPanel
        icon={<IconAlertTriangle size={32} />}
        color="red"
        title="Payment Error"
        actions={<GoButton to="/subscribe">Try Again</GoButton>}
      >
        {state.message}
      </ConfirmationPanel>
    );
  return (
    <Stack gap="md">
      {demo && <DemoNotice />}
      <ConfirmationPanel icon={<IconCircleCheck size={32} />} title="Payment Successful!">
        Your {state.result.planName} plan is active. You now have:
      </ConfirmationPanel>
      <List ta="left" mx="auto" spacing={4}>
        <List.Item>Unlimited load tracking</List.Item>
        <List.Item>Advanced pay calculations</List.Item>
        <List.Item>Document storage</List.Item>
        <List.Item>Detailed reports</List.Item>
      </List>
    </Stack>
  );
}

export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { status, refresh } = useAuth();
  const navigate = useNavigate();
  const signedIn = status === 'signedIn';
  const [state, setState] = useState<State>(
    sessionId ? { kind: 'loading' } : { kind: 'error', message: subscriptionMessages.noSessionId },
  );

  useRunOnce(() => {
    if (!sessionId) return;
    subscriptionApi.confirm(sessionId).then(
      (result) => {
        setState({ kind: 'success', result });
        if (signedIn) void refresh();
      },
      (error: unknown) => setState({ kind: 'error', message: failureMessage(error) }),
    );
  });

  const next = state.kind === 'success' ? nextScreen(state.result, signedIn) : null;
  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => navigate(next, { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  const content: ReactNode = (
    <Stack gap="md">
      <SuccessContent state={state} sessionId={sessionId} />
      {next && (
        <GoButton to={next} fullWidth>
          {signedIn ? 'Go to Dashboard' : 'Continue'}
        </GoButton>
      )}
    </Stack>
  );
  return signedIn ? (
    <Box maw={520} mx="auto" py="lg">
      {content}
    </Box>
  ) : (
    <AuthLayout>{content}</AuthLayout>
  );
}
