/**
 * Asks a driver who never set their pay settings to set them, saying what they now are: every
 * figure on the dashboard is worked out from them, so $0.00 or a carrier's default would otherwise
 * read as the truth. "Keep these" confirms the settings as they are.
 */
import { payRuleText } from '@haulbook/sync-protocol';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { savePayConfig } from '../pay/payCommands';
import type { PaySettingsState } from '../pay/usePaySettings';

/** Set once the driver saved any pay setting or added a tier. */
export const paySetUp = (pay: PaySettingsState) =>
  pay.config.updatedAt !== pay.config.createdAt || pay.tiers.length > 0;

export function PaySetupPrompt({ pay }: { pay: PaySettingsState }) {
  const keep = () =>
    void savePayConfig(
      pay.config.id,
      { payType: pay.config.payType },
      'Failed to update pay settings',
    );
  return (
    <Alert color="orange" icon={<IconCoin size={20} />} title="Set up your pay first">
      <Stack gap="xs">
        <Text size="sm">
          Haulbook works out what each load pays you from your pay settings. Now:{' '}
          {payRuleText(pay.pay)}.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/pay-config" color="orange">
            Set up pay
          </Button>
          <Button variant="default" onClick={keep}>
            Keep these
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
