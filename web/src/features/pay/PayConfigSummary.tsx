/**
 * Profile's Pay Configuration summary (docs/product.md §2 Profile, §9): the carrier, pay type and rate, the
 * pay period, and the first 3 bonus tiers plus '+N more'. The profile screen places it.
 */
import { bonusTierSummary, payRuleText } from '@haulbook/sync-protocol';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { describeBonusTier } from './BonusTiersCard';
import { payTypeLabels } from './payFormat';
import { periodLabels, weekdayLabels } from './PayPeriodSettings';
import { usePaySettings } from './usePaySettings';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function PayConfigSummary() {
  const settings = usePaySettings();
  if (!settings) return null;
  const { config, company, bonusTiers, pay } = settings;
  const bonuses = bonusTierSummary(bonusTiers);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pay-summary">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="pay-summary">
          Pay Configuration
        </Title>
        <Row label="Company" value={company.displayName} />
        <Row label="Pay type" value={payTypeLabels[config.payType]} />
        <Row label="Rate" value={payRuleText(pay)} />
        <Row
          label="Pay period"
          value={`${periodLabels[config.payPeriod]}, from ${weekdayLabels[config.payPeriodStartDay]}`}
        />
        {bonuses.shown.length > 0 && (
          <Stack gap={2} aria-label="Bonus tiers">
            <Text size="sm" c="dimmed">
              Bonus tiers
            </Text>
            {bonuses.shown.map((tier) => (
              <Text key={tier.id} size="sm">
                {describeBonusTier(tier)}
              </Text>
            ))}
            {bonuses.more && (
              <Text size="sm" c="dimmed">
                {bonuses.more}
              </Text>
            )}
          </Stack>
        )}
        <Button component={Link} to="/pay-config" variant="light" mt="xs">
          Manage Pay Configuration
        </Button>
      </Stack>
    </Card>
  );
}
