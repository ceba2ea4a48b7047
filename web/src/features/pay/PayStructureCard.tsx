/**
 * The Pay Structure card (docs/product.md §2 Pay Configuration): the pay type, the pay tiers (view and edit
 * alternate, one tier at a time) and the earnings calculator. Every change is saved on the device
 * at once and synced later.
 */
import {
  marketRateText,
  newPayTierDefaults,
  payMessages,
  payRuleText,
  payTypes,
  type PayTierBody,
  type PayType,
} from '@haulbook/sync-protocol';
import { Button, Card, Input, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { notifyError } from '../../ui/notify';
import { EarningsCalculator } from './EarningsCalculator';
import { addPayTier, deletePayTier, savePayConfig, updatePayTier } from './payCommands';
import { formatRate, payTypeLabels } from './payFormat';
import { TierEditor, TierView } from './PayTierRow';
import type { PaySettingsState } from './usePaySettings';

const newTier = 'new';
const payTypeOptions = payTypes.map((value) => ({ value, label: payTypeLabels[value] }));

function PayTypeField({ settings }: { settings: PaySettingsState }) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label="Pay type" labelElement="div">
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        data={payTypeOptions}
        value={settings.config.payType}
        onChange={(value) =>
          void savePayConfig(
            settings.config.id,
            { payType: value as PayType },
            'Failed to update pay settings',
          )
        }
        fullWidth
        color="navy.8"
        mt={4}
      />
    </Input.Wrapper>
  );
}

/** What pays while no tier is in force: the pay config's own rates (docs/product.md §9). */
function BaseRates({ settings }: { settings: PaySettingsState }) {
  const { config } = settings;
  const text =
    config.payType === 'percentage'
      ? formatRate(config.tier1Rate, 'percentage')
      : `${formatRate(config.tier1Rate, 'per_mile')} up to ${config.tier1MaxMiles.toLocaleString('en-US')} miles, then ${formatRate(config.tier2Rate, 'per_mile')}`;
  return (
    <Text size="sm" c="dimmed">
      Without a tier in force: {text}.
    </Text>
  );
}

export function PayStructureCard({ settings }: { settings: PaySettingsState }) {
  const [editing, setEditing] = useState<string | null>(null);
  const payType = settings.config.payType;
  const close = () => setEditing(null);

  const save = (id: string) => async (body: PayTierBody) => {
    const saved =
      id === newTier
        ? await addPayTier({ ...body, id: uuidv7() }, payType)
        : await updatePayTier(id, body);
    if (saved) close();
  };
  const refused = (title: string) => (message: string) => notifyError(title, message);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pay-structure">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="pay-structure">
            Pay Structure
          </Title>
          <Text size="sm" c="dimmed">
            {settings.company.displayName} · {payRuleText(settings.pay)}
          </Text>
          {payType === 'percentage' && (
            <Text size="sm" c="dimmed">
              {marketRateText(settings.pay)} (set below)
            </Text>
          )}
        </div>
        <PayTypeField settings={settings} />
        <Stack gap="xs" aria-label="Pay tiers" role="list">
          {settings.tiers.map((tier, index) => (
            <div role="listitem" key={tier.id}>
              {editing === tier.id ? (
                <TierEditor
                  tier={tier}
                  payType={payType}
                  onSave={save(tier.id)}
                  onCancel={close}
                  onRefused={refused(payMessages.updatePayTierFailed)}
                />
              ) : (
                <TierView
                  tier={tier}
                  index={index}
                  payType={payType}
                  onEdit={() => setEditing(tier.id)}
                  onDelete={() => void deletePayTier(tier.id)}
                  disabled={editing !== null}
                />
              )}
            </div>
          ))}
          {settings.tiers.length === 0 && editing !== newTier && (
            <div role="listitem">
              <BaseRates settings={settings} />
            </div>
          )}
          {editing === newTier && (
            <div role="listitem">
              <TierEditor
                tier={newPayTierDefaults(payType)}
                payType={payType}
                onSave={save(newTier)}
                onCancel={close}
                onRefused={refused(payMessages.addPayTierFailed)}
              />
            </div>
          )}
        </Stack>
        {editing === null && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => setEditing(newTier)}
            style={{ alignSelf: 'flex-start' }}
          >
            Add Tier
          </Button>
        )}
        <EarningsCalculator pay={settings.pay} />
      </Stack>
    </Card>
  );
}
