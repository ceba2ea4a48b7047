/** 'Check your email' after a verification link is sent: where it went, and one tap to resend. */
import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { signupStep1 } from '../../data/account';
import { serverMessage } from '../../data/api';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { notifyError, notifySuccess } from '../../ui/notify';
import { messages, type SignupStep1Input } from '@haulbook/sync-protocol';

export const spamHint = 'Not there after a few minutes? Check your spam or junk folder.';

/** Sends (again) the verification link of step 1; true when the server took it. */
export async function sendVerificationLink(input: SignupStep1Input): Promise<boolean> {
  try {
    await signupStep1(input);
    return true;
  } catch (error) {
    notifyError('Signup failed', serverMessage(error, messages.somethingWentWrong));
    return false;
  }
}

interface CheckYourEmailProps {
  sent: SignupStep1Input;
  /** A second way out under 'Try again', such as using another address. */
  extra?: React.ReactNode;
}

export function CheckYourEmail({ sent, extra }: CheckYourEmailProps) {
  const [sending, setSending] = useState(false);
  const tryAgain = async () => {
    setSending(true);
    if (await sendVerificationLink(sent))
      notifySuccess('Email sent', `A new link is on its way to ${sent.email}.`);
    setSending(false);
  };
  return (
    <ConfirmationPanel
      icon={<IconMailForward size={32} />}
      title="Check your email"
      actions={
        <>
          <Button variant="light" onClick={() => void tryAgain()} disabled={sending}>
            {sending ? 'Sending...' : 'Try again'}
          </Button>
          {extra}
        </>
      }
    >
      We sent a verification link to {sent.email}. Open it to finish setting up your account. The
      link expires in 24 hours. {spamHint}
    </ConfirmationPanel>
  );
}
