/**
 * Profile (docs/product.md §2): Personal Information with photo, Subscription Status, the pay parts,
 * Preferences and Account. 'Loading profile...' until the user is known. The email-change link
 * lands here with ?email=changed or ?email=invalid.
 */
import { profileMessages } from '@haulbook/sync-protocol';
import { Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../data/session/useAuth';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PayConfigSummary, PayPeriodSettings } from '../pay';
import { SubscriptionStatusCard } from '../subscription/SubscriptionStatusCard';
import { AccountCard } from './AccountCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { PreferencesCard } from './PreferencesCard';
import { TaxSettingsCard } from './TaxSettingsCard';

function useEmailChangeOutcome() {
  const [params, setParams] = useSearchParams();
  const { refresh } = useAuth();
  const outcome = params.get('email');
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'changed') {
      notifySuccess('Email changed', profileMessages.emailChanged);
      void refresh();
    } else notifyError('Email not changed', profileMessages.emailChangeInvalid);
    setParams({}, { replace: true });
  }, [outcome, refresh, setParams]);
}

export function ProfilePage() {
  const { user } = useAuth();
  useEmailChangeOutcome();
  if (!user)
    return (
      <Stack align="center" py="xl">
        <Loader />
        <Text>Loading profile...</Text>
      </Stack>
    );
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Profile
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <PersonalInfoCard />
            <PayConfigSummary />
            <PayPeriodSettings />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <SubscriptionStatusCard />
            <PreferencesCard />
            <TaxSettingsCard />
            <AccountCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
