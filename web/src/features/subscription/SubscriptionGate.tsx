/**
 * The subscription gate (docs/product.md §2, §4, §6): on Load Management and Fuel only. It reads the user the
 * device cached, so offline never means blocked for a subscriber (docs/architecture.md); while the
 * session is loading it shows a spinner. Entries made before the lapse are still on the device and
 * sync once the plan is active again (data/sync/engine.ts), which the gate says when there are any.
 */
import { isActiveSubscriber, plans } from '@haulbook/sync-protocol';
import {
  Alert,
  Button,
  Center,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/session/useAuth';
import { useSyncStatus } from '../../data/sync/useSync';
import { waitingLabel } from '../shell/sync/SyncStatus';
import { PlanCard } from './PlanCard';

interface SubscriptionGateProps {
  /** The screen's name in '{feature} is available to subscribers only'. */
  feature: string;
  children: ReactNode;
}

function Gate({ feature }: { feature: string }) {
  const { pending } = useSyncStatus();
  return (
    <Stack gap="lg" maw={1100} align="center" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconLock size={32} />
      </ThemeIcon>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Subscription Required
        </Title>
        <Text c="dimmed" mt={4}>
          {feature} is available to subscribers only
        </Text>
      </div>
      {pending > 0 && (
        <Alert color="orange" variant="light" maw={560} ta="left">
          {waitingLabel(pending)} on this device. They are kept, and sync as soon as your plan is
          active again.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" w="100%" ta="left">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} compact />
        ))}
      </SimpleGrid>
      <Button component={Link} to="/subscribe" size="md">
        Choose Your Plan
      </Button>
    </Stack>
  );
}

export function SubscriptionGate({ feature, children }: SubscriptionGateProps) {
  const { status, user } = useAuth();
  if (status === 'loading')
    return (
      <Center p="xl" role="status">
        <Loader />
      </Center>
    );
  return isActiveSubscriber(user) ? children : <Gate feature={feature} />;
}
