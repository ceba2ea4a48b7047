/** /dashboard: greeting, this week's and this month's earnings, and the quick actions. */
import { greetingName } from '@haulbook/sync-protocol';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../data/session/useAuth';
import { formatLongDate } from '../../ui/format';
import { useCheckoutConfirmation } from '../subscription/useCheckoutConfirmation';
import { EarningsCard } from './EarningsCard';
import { QuickActions } from './QuickActions';
import { useDashboardStats } from './useDashboardStats';

export function DashboardPage() {
  const { user } = useAuth();
  const { stats, loading } = useDashboardStats();
  useCheckoutConfirmation();
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Welcome back, {greetingName(user)}
        </Title>
        <Text c="dimmed">{formatLongDate(new Date())}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <EarningsCard
          title="This Week's Earnings"
          earnings={stats.weeklyEarnings}
          miles={stats.weeklyMiles}
          loads={stats.weeklyLoads}
          loading={loading}
        />
        <EarningsCard
          title="This Month's Earnings"
          earnings={stats.monthlyEarnings}
          miles={stats.monthlyMiles}
          loads={stats.monthlyLoads}
          loading={loading}
        />
      </SimpleGrid>
      <QuickActions />
    </Stack>
  );
}
