/**
 * Tax settings (docs/product.md §10): what profit counts as income, and the per diem daily rate.
 * Both are synced preferences, saved offline like the distance unit.
 */
import {
  decimalField,
  defaultPerDiemRate,
  incomeBasisLabels,
  incomeBases,
  perDiemMessages,
  type IncomeBasis,
} from '@haulbook/sync-protocol';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePreferencesOwner, useTaxSettings } from '../../data/preferences';
import { preferences } from '../../data/sync';
import { NumberTextInput } from '../../ui/NumberTextInput';
import { notifySuccess } from '../../ui/notify';

const rateField = decimalField({
  places: 2,
  min: '0',
  max: '500',
  message: perDiemMessages.rateInvalid,
});

function RateForm({ rate, userId }: { rate: string; userId: string }) {
  const [typed, setTyped] = useState(rate);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const parsed = rateField.safeParse(typed.replace(/^\$/, '').trim());
    setError(parsed.success ? null : perDiemMessages.rateInvalid);
    if (!parsed.success) return;
    await preferences.setPreferences(userId, { perDiemRate: parsed.data });
    notifySuccess('Success', 'Per diem rate saved');
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <NumberTextInput
        label="Per diem daily rate"
        decimal
        leftSection={<Text size="sm">$</Text>}
        w={160}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        error={error}
      />
      <Button variant="default" onClick={() => void save()}>
        Save
      </Button>
    </Group>
  );
}

export function TaxSettingsCard() {
  const settings = useTaxSettings();
  const userId = usePreferencesOwner();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="tax-settings">
      <Stack gap="md">
        <Title order={2} fz="lg" id="tax-settings">
          Tax Settings
        </Title>
        <NativeSelect
          label="Income for profit"
          description="What Profit counts as money in"
          data={incomeBases.map((value) => ({ value, label: incomeBasisLabels[value] }))}
          value={settings.incomeBasis}
          onChange={(e) => {
            const incomeBasis = e.currentTarget.value as IncomeBasis;
            if (userId) void preferences.setPreferences(userId, { incomeBasis });
          }}
        />
        {userId && (
          <RateForm key={settings.perDiemRate} rate={settings.perDiemRate} userId={userId} />
        )}
        <Text size="xs" c="dimmed">
          ${defaultPerDiemRate} a day is the IRS rate for transportation workers in the continental
          US from October 2024. It changes: check it each year.
        </Text>
      </Stack>
    </Paper>
  );
}
