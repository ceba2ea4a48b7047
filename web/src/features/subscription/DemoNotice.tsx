import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** docs/architecture.md: every payment screen says so when no card can be charged. */
export function DemoNotice() {
  return (
    <Alert color="navy" variant="light" icon={<IconInfoCircle size={18} />} role="note">
      Demo payments: no card is charged
    </Alert>
  );
}
