/**
 * Asks a driver whose pay settings were never set to set them: every figure on the dashboard is
 * worked out from them, so $0.00 or a default rate would otherwise read as the truth.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { PaySettingsState } from '../pay/usePaySettings';

/** Set when the driver saved any pay setting or added a tier. */
export const paySetUp = (pay: PaySettingsState) =>
  pay.config.updatedAt !== pay.config.createdAt || pay.tiers.length > 0;

export function PaySetupPrompt() {
  return (
    <Alert color="orange" icon={<IconCoin size={20} />} title="Set up your pay first">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Haulbook works out what each load pays you from your pay settings: per mile or a
          percentage of what the load pays, and your bonuses.
        </Text>
        <Button component={Link} to="/pay-config" color="orange">
          Set up pay
        </Button>
      </Group>
    </Alert>
  );
}
