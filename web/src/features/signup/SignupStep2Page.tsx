/**
 * /signup/step2. From the emailed link (?token=) it verifies the email, then replaces the address
 * with ?userId=...&verified=true and shows the profile form. The server only accepts step 2 from the
 * browser that opened the link (ARCHITECTURE.md), whatever userId the address carries.
 */
import { IconCircleCheck, IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../ui/AuthLayout';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { GoButton } from '../../ui/GoButton';
import { useRunOnce } from '../../ui/useRunOnce';
import { Step2Form } from './Step2Form';
import { useVerificationToken } from './useVerificationToken';

function VerifyingToken({ token }: { token: string }) {
  const verify = useVerificationToken();
  const navigate = useNavigate();
  useRunOnce(() => {
    void verify(token).then((verified) => {
      if (!verified) navigate('/signup/step2', { replace: true });
    });
  });
  return <FullPageLoader label="Verifying your email..." />;
}

function VerificationRequired() {
  return (
    <AuthLayout>
      <ConfirmationPanel
        icon={<IconMailExclamation size={32} />}
        color="orange"
        title="Email verification required"
        actions={<GoButton to="/signup">Start over</GoButton>}
      >
        Open the verification link we emailed you to continue setting up your account. Links expire
        after 24 hours.
      </ConfirmationPanel>
    </AuthLayout>
  );
}

function SetupDone() {
  return (
    <AuthLayout>
      <ConfirmationPanel
        icon={<IconCircleCheck size={32} />}
        title="Welcome"
        actions={<GoButton to="/auth">Sign in to your account</GoButton>}
      >
        Your Haulbook account is ready. Sign in to start logging loads, fuel and pay.
      </ConfirmationPanel>
    </AuthLayout>
  );
}

export function SignupStep2Page() {
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const token = params.get('token');
  const userId = params.get('userId');

  if (token) return <VerifyingToken token={token} />;
  if (done) return <SetupDone />;
  if (!userId || params.get('verified') !== 'true') return <VerificationRequired />;
  return (
    <AuthLayout
      title="Complete your profile"
      subtitle="Your email is verified. A few details and you're ready to roll."
    >
      <Step2Form userId={userId} onDone={() => setDone(true)} />
    </AuthLayout>
  );
}
