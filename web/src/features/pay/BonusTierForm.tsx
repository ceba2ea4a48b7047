/**
 * Adding a bonus tier (docs/product.md §5 Bonus tier): the amount must be above 0 ('Please enter a valid bonus
 * amount'); min miles, max miles and description are optional and sent as null when empty. A
 * refused form shows 'Failed to add bonus tier: {message}' (docs/product.md §8).
 */
import {
  addBonusTierFailed,
  bonusMessages,
  bonusTimePeriods,
  bonusTypes,
  bonusTierFormSchema,
  type BonusTimePeriod,
  type BonusType,
} from '@haulbook/sync-protocol';
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { notifyError } from '../../ui/notify';
import { NumberTextInput } from '../../ui/NumberTextInput';
import { addBonusTier } from './payCommands';

export const bonusTypeLabels: Record<BonusType, string> = { flat: 'Flat', per_mile: 'Per mile' };
export const timePeriodLabels: Record<BonusTimePeriod, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const blank = { bonusAmount: '', minMiles: '', maxMiles: '', description: '' };

export function BonusTierForm({ onDone }: { onDone: () => void }) {
  const [bonusType, setType] = useState<BonusType>('flat');
  const [timePeriod, setPeriod] = useState<BonusTimePeriod>('monthly');
  const [fields, setFields] = useState(blank);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const field = (name: keyof typeof blank) => ({
    value: fields[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setFields({ ...fields, [name]: e.currentTarget.value }),
    error: error?.field === name ? error.message : undefined,
  });

  async function save() {
    const parsed = bonusTierFormSchema.safeParse({
      id: uuidv7(),
      bonusType,
      timePeriod,
      bonusAmount: fields.bonusAmount,
      minMiles: fields.minMiles,
      maxMiles: fields.maxMiles,
      description: fields.description,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: String(issue.path[0]), message: issue.message });
      notifyError('Error', addBonusTierFailed(issue.message));
      return;
    }
    if (await addBonusTier(parsed.data)) onDone();
  }

  return (
    <Paper withBorder p="sm" radius="md" bg="var(--haulbook-surface)">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Bonus type"
          data={options(bonusTypes, bonusTypeLabels)}
          value={bonusType}
          onChange={(v) => v && setType(v as BonusType)}
          allowDeselect={false}
        />
        <Select
          label="Time period"
          data={options(bonusTimePeriods, timePeriodLabels)}
          value={timePeriod}
          onChange={(v) => v && setPeriod(v as BonusTimePeriod)}
          allowDeselect={false}
        />
        <NumberTextInput
          label="Bonus amount ($)"
          decimal
          strayMessage={bonusMessages.amountInvalid}
          {...field('bonusAmount')}
        />
        <TextInput label="Description" placeholder="Optional" {...field('description')} />
        <NumberTextInput label="Min miles" placeholder="Optional" {...field('minMiles')} />
        <NumberTextInput label="Max miles" placeholder="Optional" {...field('maxMiles')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void save()}>Save Bonus Tier</Button>
      </Group>
    </Paper>
  );
}
