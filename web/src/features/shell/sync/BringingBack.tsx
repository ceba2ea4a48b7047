/**
 * Shown after the browser cleared this device while the driver stayed signed in
 * (data/session/deviceCleared.ts): says so, and that everything the account holds is on its way
 * back, until the first pull has finished; then that it is back, until Got it. Fixed at the foot
 * of the screen, under any dialog, so it moves nothing on the screen (the page drawn at build time
 * hands over to the live one in place) and never covers a dialog's buttons.
 */
import { Affix, Button, Notification, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { deviceCleared } from '../../../data/session/deviceCleared';
import { useFirstSyncPending } from '../../../data/sync/useSync';

/** Below Mantine's dialogs (200). */
const underDialogs = 150;

export default function BringingBack() {
  const pulling = useFirstSyncPending() !== false;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={underDialogs}>
      <Notification
        role="status"
        icon={<IconRestore size={18} />}
        color="blue"
        title={pulling ? 'Bringing your entries back' : 'Your entries are back'}
        withCloseButton={false}
        maw={440}
        mx="auto"
        withBorder
      >
        <Text size="sm">
          The browser cleared this device.{' '}
          {pulling
            ? 'Everything saved to your account is coming back.'
            : 'Everything saved to your account is here again.'}
        </Text>
        {!pulling && (
          <Button size="compact-sm" variant="light" mt={6} onClick={deviceCleared.dismiss}>
            Got it
          </Button>
        )}
      </Notification>
    </Affix>
  );
}
