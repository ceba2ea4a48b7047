/**
 * Profile's Pay Period Settings (docs/product.md §2 Profile, §7 POST /api/pay-config with payPeriod and
 * payPeriodStartDay): the period, the day it starts, and a carrier's presets (Hirschbach OTR
 * Wednesday to Tuesday, Dedicated Saturday to Friday). Saved on the device at once; a refusal reads
 * 'Failed to update pay period settings' (docs/product.md §8). The profile screen places it.
 */
import {
  payMessages,
  payPeriods,
  weekdays,
  type PayPeriod,
  type Weekday,
} from '@haulbook/sync-protocol';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { savePayConfig } from './payCommands';
import { usePaySettings } from './usePaySettings';

export const periodLabels: Record<PayPeriod, string> = {
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
};
export const weekdayLabels = Object.fromEntries(
  weekdays.map((d) => [d, d[0]!.toUpperCase() + d.slice(1)]),
) as Record<Weekday, string>;

const periodOptions = payPeriods.map((value) => ({ value, label: periodLabels[value] }));
const dayOptions = weekdays.map((value) => ({ value, label: weekdayLabels[value] }));

export function PayPeriodSettings() {
  const settings = usePaySettings();
  const [draft, setDraft] = useState<{ payPeriod: PayPeriod; payPeriodStartDay: Weekday } | null>(
    null,
  );
  if (!settings) return null;
  const { config, company } = settings;
  const value = draft ?? {
    payPeriod: config.payPeriod,
    payPeriodStartDay: config.payPeriodStartDay,
  };
  const changed =
    value.payPeriod !== config.payPeriod || value.payPeriodStartDay !== config.payPeriodStartDay;

  async function save() {
    if (await savePayConfig(config.id, value, payMessages.updatePayPeriodFailed)) setDraft(null);
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pay-period-settings">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pay-period-settings">
          Pay Period Settings
        </Title>
        {company.payPeriodPresets.length > 0 && (
          <Group gap="xs">
            {company.payPeriodPresets.map((preset) => (
              <Button
                key={preset.name}
                size="xs"
                variant="default"
                onClick={() =>
                  setDraft({
                    payPeriod: preset.payPeriod,
                    payPeriodStartDay: preset.payPeriodStartDay,
                  })
                }
              >
                {preset.displayName}: {preset.description}
              </Button>
            ))}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Pay period"
            data={periodOptions}
            value={value.payPeriod}
            allowDeselect={false}
            onChange={(v) => v && setDraft({ ...value, payPeriod: v as PayPeriod })}
          />
          <Select
            label="Pay period starts on"
            data={dayOptions}
            value={value.payPeriodStartDay}
            allowDeselect={false}
            disabled={value.payPeriod === 'monthly'}
            onChange={(v) => v && setDraft({ ...value, payPeriodStartDay: v as Weekday })}
          />
        </SimpleGrid>
        {value.payPeriod === 'monthly' && (
          <Text size="xs" c="dimmed">
            Monthly pay periods follow the calendar month.
          </Text>
        )}
        <Button onClick={() => void save()} disabled={!changed} style={{ alignSelf: 'flex-start' }}>
          Save Pay Period
        </Button>
      </Stack>
    </Card>
  );
}
