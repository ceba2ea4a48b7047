/**
 * On iOS, Safari deletes a site's storage after 7 days without a visit unless the site was added to
 * the Home Screen, and a driver's entries live on the phone until they sync. So once this device
 * holds some, a driver using Safari (not the installed app) is shown the Add to Home Screen steps,
 * with that reason, until they tap Got it.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { db } from '../../data/db';
import { useLiveQuery } from '../../data/useLiveQuery';
import { IosInstallSteps } from './InstallApp';

const seenKey = 'haulbook.iosStorageNoticeSeen';

function seen(): boolean {
  try {
    return localStorage.getItem(seenKey) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    localStorage.setItem(seenKey, '1');
  } catch {
    // Without storage the notice shows again next visit; that is all.
  }
}

const deviceName = () => (/iPad|Macintosh/.test(navigator.userAgent) ? 'iPad' : 'iPhone');

export default function KeepOnIphone() {
  const [dismissed, setDismissed] = useState(seen);
  const hasEntries = useLiveQuery(
    async () =>
      (await db.loads.count()) + (await db.fuelEntries.count()) + (await db.outbox.count()) > 0,
    [],
    false,
  );
  if (dismissed || !hasEntries) return null;
  const device = deviceName();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconDeviceMobile size={20} />}
      mb="md"
      role="region"
      aria-label={`Keep your entries on this ${device}`}
      title={`Keep your entries on this ${device}`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Safari deletes a website&apos;s data after 7 days without a visit unless it is on your
          Home Screen, and your entries live on this {device} until they sync. Add Haulbook to your
          Home Screen to keep them safe:
        </Text>
        <IosInstallSteps />
        <Button
          size="compact-md"
          variant="light"
          onClick={() => {
            markSeen();
            setDismissed(true);
          }}
        >
          Got it
        </Button>
      </Stack>
    </Alert>
  );
}
