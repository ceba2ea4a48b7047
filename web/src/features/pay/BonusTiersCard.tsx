/** The Bonus Tiers card (docs/product.md §2 Pay Configuration): shown only for a carrier with a bonus program. */
import type { BonusTier } from '@haulbook/sync-protocol';
import { ActionIcon, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDollars } from '../../ui/format';
import { BonusTierForm, timePeriodLabels } from './BonusTierForm';
import { deleteBonusTier } from './payCommands';
import { formatMilesBand } from './payFormat';

/** "$250.00 weekly, 2,500+ miles" or "$0.02 a mile monthly, any miles". */
export function describeBonusTier(tier: BonusTier): string {
  const amount =
    tier.bonusType === 'flat'
      ? formatDollars(tier.bonusAmount)
      : `${formatDollars(tier.bonusAmount)} a mile`;
  const band =
    tier.minMiles === null && tier.maxMiles === null
      ? 'any miles'
      : formatMilesBand(tier.minMiles, tier.maxMiles);
  return `${amount} ${timePeriodLabels[tier.timePeriod].toLowerCase()}, ${band}`;
}

export function BonusTiersCard({ tiers }: { tiers: BonusTier[] }) {
  const [adding, setAdding] = useState(false);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="bonus-tiers">
      <Stack gap="md">
        <Title order={2} fz="lg" id="bonus-tiers">
          Bonus Tiers
        </Title>
        {tiers.length === 0 && !adding && (
          <Text size="sm" c="dimmed">
            No bonus tiers yet.
          </Text>
        )}
        {tiers.map((tier) => (
          <Paper key={tier.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{describeBonusTier(tier)}</Text>
                {tier.description && (
                  <Text size="sm" c="dimmed">
                    {tier.description}
                  </Text>
                )}
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Delete bonus ${describeBonusTier(tier)}`}
                onClick={() => void deleteBonusTier(tier.id)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        {adding ? (
          <BonusTierForm onDone={() => setAdding(false)} />
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => setAdding(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            Add Bonus Tier
          </Button>
        )}
      </Stack>
    </Card>
  );
}
