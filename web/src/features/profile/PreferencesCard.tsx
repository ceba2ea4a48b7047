/**
 * Preferences (docs/product.md §2 Profile): the distance unit every distance and fuel economy is shown in,
 * the colour scheme (kept on this device, as in the menu), and notifications, which ask the
 * browser's permission only when turned on. Unit and notifications are synced writes: they work
 * offline.
 */
import type { DistanceUnit } from '@haulbook/sync-protocol';
import { Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { disableNotifications, enableNotifications } from '../../data/notifications';
import { usePreferences, usePreferencesOwner } from '../../data/preferences';
import { preferences } from '../../data/sync';
import { ColorSchemeSwitch } from '../../ui/ColorSchemeSwitch';
import { notifyError } from '../../ui/notify';

const unitChoices = [
  { value: 'miles', label: 'Miles' },
  { value: 'km', label: 'Kilometers' },
];

export function PreferencesCard() {
  const shown = usePreferences();
  const userId = usePreferencesOwner();

  const setUnit = (value: string) => {
    if (userId) void preferences.setPreferences(userId, { distanceUnit: value as DistanceUnit });
  };

  const toggleNotifications = async (on: boolean) => {
    if (!userId) return;
    if (!on) return disableNotifications(userId);
    if (!(await enableNotifications(userId)))
      notifyError(
        'Notifications blocked',
        'Allow notifications for Haulbook in your browser settings to get reminders.',
      );
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="preferences">
      <Stack gap="md">
        <Title order={2} fz="lg" id="preferences">
          Preferences
        </Title>
        <Stack gap={6}>
          <Text fw={600} size="sm" id="distance-unit">
            Distance Unit
          </Text>
          <SegmentedControl
            aria-labelledby="distance-unit"
            data={unitChoices}
            value={shown.distanceUnit}
            onChange={setUnit}
            style={{ alignSelf: 'flex-start' }}
          />
          <Text size="xs" c="dimmed">
            Kilometers also shows fuel economy in L/100 km.
          </Text>
        </Stack>
        <Stack gap={6}>
          <Text fw={600} size="sm" id="appearance">
            Appearance
          </Text>
          <ColorSchemeSwitch labelledBy="appearance" fullWidth={false} />
          <Text size="xs" c="dimmed">
            Dark is easier on the eyes at night; System follows this device.
          </Text>
        </Stack>
        <Switch
          label="Notifications"
          description="Maintenance reminders on this device"
          checked={shown.pushNotifications}
          onChange={(e) => void toggleNotifications(e.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
