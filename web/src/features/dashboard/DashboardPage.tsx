/**
 * /dashboard: greeting, this week's and this month's earnings, the last 12 pay periods' chart and
 * the quick actions, all from this device's records (useDashboardStats), so it works offline.
 */
import { greetingName } from '@haulbook/sync-protocol';
import { Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../data/session/useAuth';
import { formatLongDate } from '../../ui/format';
import { useCheckoutConfirmation } from '../subscription/useCheckoutConfirmation';
import { lazyDialog } from '../../ui/lazyDialog';
import type { CardWindow } from './EarningsBreakdownDialog';
import { EarningsCard } from './EarningsCard';
import { PaySetupPrompt, paySetUp } from './PaySetupPrompt';
import { Greeting } from './Greeting';
import { QuickActions } from './QuickActions';
import { useDashboardStats } from './useDashboardStats';
import { useGreeting } from './useGreeting';

const EarningsChart = lazy(() => import('./EarningsChart'));
// Mantine's Modal, its scroll area and floating-ui (about 29 KB compressed, nearly all of what
// the dashboard's start would fetch beyond the shell) come when a figure is reached for.
const EarningsBreakdownDialog = lazyDialog(
  () => import('./EarningsBreakdownDialog').then((m) => m.EarningsBreakdownDialog),
  { ahead: false },
);
const chartSkeleton = <Skeleton h={290} radius="md" />;

export function DashboardPage() {
  const { user } = useAuth();
  const greeting = useGreeting(user);
  const { stats, settings, loads, pay } = useDashboardStats();
  const [explained, setExplained] = useState<CardWindow | null>(null);
  useCheckoutConfirmation();
  return (
    <Stack gap="lg" maw={1100}>
      <Greeting greeting={greeting} name={greetingName(user)} date={formatLongDate(new Date())} />
      {/*
        What follows the greeting is drawn once the pay settings are read (a frame or two): the
        set-up prompt arriving after the cards would push them down the screen.
      */}
      {pay && (
        <>
          {!paySetUp(pay) && <PaySetupPrompt pay={pay} />}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <EarningsCard
              title="This Week's Earnings"
              earnings={stats?.weeklyEarnings}
              miles={stats?.weeklyMiles ?? 0}
              loads={stats?.weeklyLoads ?? 0}
              breakdown={stats?.breakdown.weekly}
              onExplain={() => setExplained('week')}
              onReach={EarningsBreakdownDialog.fetchAhead}
            />
            <EarningsCard
              title="This Month's Earnings"
              earnings={stats?.monthlyEarnings}
              miles={stats?.monthlyMiles ?? 0}
              loads={stats?.monthlyLoads ?? 0}
              breakdown={stats?.breakdown.monthly}
              onExplain={() => setExplained('month')}
              onReach={EarningsBreakdownDialog.fetchAhead}
            />
          </SimpleGrid>
          <EarningsBreakdownDialog
            opened={explained !== null}
            window={explained}
            title={explained === 'month' ? "This Month's Earnings" : "This Week's Earnings"}
            settings={settings}
            loads={loads}
            onClose={() => setExplained(null)}
          />
          <QuickActions />
          {stats ? (
            <Suspense fallback={chartSkeleton}>
              <EarningsChart periods={stats.payPeriods} />
            </Suspense>
          ) : (
            chartSkeleton
          )}
        </>
      )}
    </Stack>
  );
}
