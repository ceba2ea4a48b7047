/**
 * Extra pay rates and the market rate, set once here and applied to every load (docs/pay.md): a
 * load records hours, days, stops or a tarp, and its extra pay is worked out from these. The
 * market rate estimates what a load without a known gross pays, for percentage pay.
 */
import { payConfigUpdateSchema, type PayConfigUpdate } from '@haulbook/sync-protocol';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { NumberTextInput } from '../../ui/NumberTextInput';
import { savePayConfig } from './payCommands';
import type { PaySettingsState } from './usePaySettings';

const fields = [
  {
    name: 'marketRate',
    label: 'Market rate, $ a mile',
    hint: 'Estimates a load without what it pays',
  },
  { name: 'detentionFreeHours', label: 'Detention free hours', hint: 'Waiting that pays nothing' },
  { name: 'detentionRate', label: 'Detention, $ an hour', hint: 'After the free hours' },
  { name: 'layoverRate', label: 'Layover, $ a day', hint: '' },
  { name: 'stopRate', label: 'Extra stop, $ each', hint: '' },
  { name: 'tarpPay', label: 'Tarp, $ a load', hint: '' },
  { name: 'breakdownRate', label: 'Breakdown, $ an hour', hint: '' },
  { name: 'emptyMileRate', label: 'Empty miles, $ a mile', hint: 'Empty: paid like loaded miles' },
  { name: 'tonuPay', label: 'TONU, $ a cancelled load', hint: 'Truck ordered, not used' },
] as const;
type Field = (typeof fields)[number]['name'];

export function ExtraPayCard({ settings }: { settings: PaySettingsState }) {
  const { config } = settings;
  const stored = (name: Field) => config[name] ?? '';
  const [draft, setDraft] = useState<Partial<Record<Field, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const value = (name: Field) => draft[name] ?? stored(name);

  async function save() {
    const update = Object.fromEntries(
      Object.entries(draft).map(([name, text]) => [
        name,
        name === 'emptyMileRate' && text.trim() === '' ? null : text,
      ]),
    );
    const parsed = payConfigUpdateSchema.safeParse(update);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setErrors({ [issue.path[0] as Field]: issue.message });
      return;
    }
    setErrors({});
    const saved = await savePayConfig(
      config.id,
      parsed.data as PayConfigUpdate,
      'Failed to update pay settings',
    );
    if (saved) setDraft({});
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="extra-pay">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="extra-pay">
            Extra Pay
          </Title>
          <Text size="sm" c="dimmed">
            Set each rate once; a load records its hours, days, stops or tarp, and may take another
            amount.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {fields.map(({ name, label, hint }) => (
            <NumberTextInput
              key={name}
              label={label}
              description={hint || undefined}
              decimal
              value={value(name)}
              error={errors[name]}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setDraft((d) => ({ ...d, [name]: text }));
              }}
            />
          ))}
        </SimpleGrid>
        <Button
          onClick={() => void save()}
          disabled={Object.keys(draft).length === 0}
          style={{ alignSelf: 'flex-start' }}
        >
          Save extra pay
        </Button>
      </Stack>
    </Card>
  );
}
