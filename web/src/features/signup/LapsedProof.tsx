/**
 * Step 2 when this browser's proof of a verified email has lapsed (it lasts 30 minutes and the
 * emailed link works once): say so before the driver types, and send a fresh link to the same
 * address in one tap. Opening it brings the driver back here, with nothing to start over.
 */
import { Button } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { CheckYourEmail, sendVerificationLink } from './CheckYourEmail';

export function LapsedProof({ email, displayName }: { email: string; displayName: string }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const sendFresh = async () => {
    setSending(true);
    setSent(await sendVerificationLink({ email, displayName }));
    setSending(false);
  };

  if (sent) return <CheckYourEmail sent={{ email, displayName }} />;
  return (
    <ConfirmationPanel
      icon={<IconClockExclamation size={32} />}
      color="orange"
      title="Your verification timed out"
      actions={
        <Button size="md" onClick={() => void sendFresh()} disabled={sending}>
          {sending ? 'Sending...' : 'Send a fresh link'}
        </Button>
      }
    >
      For your security, a verified email stays good for 30 minutes on this device, and that time
      has passed. We can send a fresh link to {email}: open it and you will finish right here,
      without starting over.
    </ConfirmationPanel>
  );
}
