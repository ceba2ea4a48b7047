/**
 * /signup/step2. From the emailed link (?token=) it verifies the email, then replaces the address
 * with ?userId=...&verified=true and shows the profile form. The server only accepts step 2 from the
 * browser that opened the link (docs/architecture.md), whatever userId the address carries; this page
 * asks it first whether that proof still holds, so a lapsed one is never met with a failed form.
 */
import { IconCircleCheck, IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../ui/AuthLayout';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { GoButton } from '../../ui/GoButton';
import { useRunOnce } from '../../ui/useRunOnce';
import { LapsedProof } from './LapsedProof';
import { Step2Form } from './Step2Form';
import { useSignupVerification, type ProofState } from './useSignupVerification';
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

/** Who may fill in the form: the proof's user; unknown (offline), the one the address names. */
function formUserId(proof: ProofState, params: URLSearchParams): string | null {
  if (proof.status === 'verified') return proof.userId;
  if (proof.status !== 'unknown' || params.get('verified') !== 'true') return null;
  return params.get('userId');
}

function ProfileStep({ params, onDone }: { params: URLSearchParams; onDone: () => void }) {
  const { proof, recheck } = useSignupVerification();
  if (!proof) return <FullPageLoader label="Checking your verification..." />;
  if (proof.status === 'lapsed') {
    return (
      <AuthLayout>
        <LapsedProof email={proof.email} displayName={proof.displayName} />
      </AuthLayout>
    );
  }
  const userId = formUserId(proof, params);
  if (!userId) return <VerificationRequired />;
  return (
    <AuthLayout
      title="Complete your profile"
      subtitle="Your email is verified. A few details and you're ready to roll."
    >
      <Step2Form userId={userId} onDone={onDone} onProofLapsed={recheck} />
    </AuthLayout>
  );
}

export function SignupStep2Page() {
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const token = params.get('token');

  if (token) return <VerifyingToken token={token} />;
  if (done) return <SetupDone />;
  return <ProfileStep params={params} onDone={() => setDone(true)} />;
}
