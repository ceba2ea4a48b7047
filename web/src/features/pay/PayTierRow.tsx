/**
 * One pay tier of the Pay Structure card: read, or edited in place (docs/product.md §4: view and edit
 * alternate, one tier at a time; the card decides which one is open). Percentage pay edits the
 * rate only; its tier starts at 0 miles with no max (pay-tiers.ts).
 */
import { payTierFormSchemaFor, type PayTierBody, type PayType } from '@haulbook/sync-protocol';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { NumberTextInput } from '../../ui/NumberTextInput';
import { formatMilesBand, formatRate } from './payFormat';

export interface TierDraft {
  minMiles: number;
  maxMiles: number | null;
  rate: string;
}

interface TierViewProps {
  tier: TierDraft;
  index: number;
  payType: PayType;
  onEdit: () => void;
  onDelete: () => void;
  disabled: boolean;
}

export function TierView({ tier, index, payType, onEdit, onDelete, disabled }: TierViewProps) {
  const name = `Tier ${index + 1}`;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{name}</Text>
          <Text size="sm" c="dimmed">
            {payType === 'percentage'
              ? formatRate(tier.rate, payType)
              : `${formatMilesBand(tier.minMiles, tier.maxMiles)} · ${formatRate(tier.rate, payType)}`}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Edit ${name}`}
            onClick={onEdit}
            disabled={disabled}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Delete ${name}`}
            onClick={onDelete}
            disabled={disabled}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

interface TierEditorProps {
  tier: TierDraft;
  payType: PayType;
  /** The body as the rules read it; the caller saves it. */
  onSave: (body: PayTierBody) => void;
  onCancel: () => void;
  /** docs/product.md §8's toast when the rules refuse the tier. */
  onRefused: (message: string) => void;
}

export function TierEditor({ tier, payType, onSave, onCancel, onRefused }: TierEditorProps) {
  const [minMiles, setMin] = useState(String(tier.minMiles));
  const [maxMiles, setMax] = useState(tier.maxMiles === null ? '' : String(tier.maxMiles));
  const [rate, setRate] = useState(tier.rate);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const percentage = payType === 'percentage';

  function save() {
    const body = percentage ? { minMiles: 0, maxMiles: null, rate } : { minMiles, maxMiles, rate };
    const parsed = payTierFormSchemaFor(payType).safeParse(body);
    if (parsed.success) return onSave(parsed.data);
    const issue = parsed.error.issues[0]!;
    setError({ field: String(issue.path[0]), message: issue.message });
    onRefused(issue.message);
  }

  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--haulbook-surface)">
      <SimpleGrid cols={{ base: 1, xs: percentage ? 1 : 3 }} spacing="sm">
        {!percentage && (
          <>
            <NumberTextInput
              label="Min miles"
              value={minMiles}
              onChange={(e) => setMin(e.currentTarget.value)}
              error={errorOf('minMiles')}
            />
            <NumberTextInput
              label="Max miles"
              placeholder="No max"
              value={maxMiles}
              onChange={(e) => setMax(e.currentTarget.value)}
              error={errorOf('maxMiles')}
            />
          </>
        )}
        <NumberTextInput
          label={percentage ? 'Percentage (%)' : 'Rate per mile ($)'}
          decimal
          value={rate}
          onChange={(e) => setRate(e.currentTarget.value)}
          error={errorOf('rate')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={save}>Save Tier</Button>
      </Group>
    </Paper>
  );
}
