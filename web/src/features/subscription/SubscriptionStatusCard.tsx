/**
 * Profile's Subscription Status (docs/product.md §2 Profile): the plan and its state, with Manage Plan for a
 * subscriber (Stripe's customer portal to change or cancel, with keys; /subscribe otherwise) or
 * Upgrade to /subscribe. In demo mode a subscriber can also cancel, to walk the lapse and the gate.
 */
import { isActiveSubscriber, planById } from '@haulbook/sync-protocol';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../data/api';
import { useAuth } from '../../data/session/useAuth';
import { subscriptionApi } from '../../data/subscription';
import { formatLongDate } from '../../ui/format';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useSubscriptionConfig } from './useSubscriptionConfig';

const statusLabels: Record<string, [string, string]> = {
  trialing: ['Free trial', 'teal'],
  active: ['Active', 'teal'],
  past_due: ['Payment past due', 'orange'],
  unpaid: ['Unpaid', 'red'],
  canceled: ['Cancelled', 'gray'],
};

export function SubscriptionStatusCard() {
  const { user, refresh } = useAuth();
  const { config } = useSubscriptionConfig();
  const navigate = useNavigate();
  const active = isActiveSubscriber(user);
  const plan = planById(user?.subscriptionTier);
  const [label, color] =
    active && plan?.id === 'lifetime'
      ? ['Active', 'teal']
      : (statusLabels[user?.subscriptionStatus ?? ''] ?? ['No plan', 'gray']);
  const demo = config?.paymentMode === 'demo';

  const manage = async () => {
    if (!active || demo) return navigate('/subscribe');
    try {
      window.location.assign((await subscriptionApi.portal()).url);
    } catch {
      navigate('/subscribe');
    }
  };

  const cancelDemo = async () => {
    try {
      await subscriptionApi.cancelDemo();
      await refresh();
      notifySuccess('Plan cancelled', 'Your demo plan has ended.');
    } catch (error) {
      notifyError('Could not cancel', serverMessage(error, 'Please try again.'));
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="subscription-status">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="subscription-status">
            Subscription Status
          </Title>
          <Badge color={color} variant="light">
            {label}
          </Badge>
        </Group>
        <Text c="dimmed">
          {plan ? `${plan.name} plan, ${plan.price} ${plan.period}` : 'No plan yet'}
          {active ? '' : '. Loads and Fuel need an active plan.'}
        </Text>
        {user?.trialEndsAt && plan && (
          <Text fw={600}>
            {`Free trial ends ${formatLongDate(new Date(user.trialEndsAt))}. Then ${plan.price} ${plan.period}.`}
          </Text>
        )}
        <Group gap="sm">
          <Button onClick={() => void manage()}>{active ? 'Manage Plan' : 'Upgrade'}</Button>
          {demo && active && plan?.recurring && (
            <Button variant="subtle" color="red" onClick={() => void cancelDemo()}>
              Cancel plan (demo)
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
