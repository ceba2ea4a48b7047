/**
 * /welcome?authToken=...&userId=...&email=...&tier=...: the return from checkout. Deliberate deviation from SPEC
 * (ARCHITECTURE.md): it signs in with the one-time authToken, never from an email in the address.
 */
import { Loader } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../data/session/useAuth';
import { AuthLayout } from '../../ui/AuthLayout';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { GoButton } from '../../ui/GoButton';
import { notifyError } from '../../ui/notify';
import { useRunOnce } from '../../ui/useRunOnce';

/** SPEC §9: /welcome moves on to the dashboard after 2 s. */
const redirectDelayMs = 2000;

type Phase = 'signingIn' | 'signedIn' | 'failed';

function ManualLoginAction() {
  return <GoButton to="/auth">Go to Sign In</GoButton>;
}

function WelcomeSignIn({ authToken, userId }: { authToken: string; userId: string | null }) {
  const { tokenLogin } = useAuth();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('signingIn');

  useRunOnce(() => {
    tokenLogin({ authToken, ...(userId ? { userId } : {}) })
      .then(() => setPhase('signedIn'))
      .catch(() => {
        notifyError('Authentication Error', 'Unable to authenticate. Please try the manual login.');
        setPhase('failed');
      });
  });

  useEffect(() => {
    if (phase !== 'signedIn') return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  if (phase === 'failed') {
    return (
      <ConfirmationPanel
        icon={<IconAlertTriangle size={32} />}
        color="red"
        title="We couldn't sign you in"
        actions={<ManualLoginAction />}
      >
        This sign-in link is invalid or has expired. Sign in with your email and password instead.
      </ConfirmationPanel>
    );
  }
  return (
    <ConfirmationPanel
      icon={phase === 'signedIn' ? <IconCircleCheck size={32} /> : <Loader size="sm" />}
      title={phase === 'signedIn' ? 'Welcome to Haulbook!' : 'Signing you in...'}
    >
      {phase === 'signedIn'
        ? 'You are signed in. Taking you to your dashboard...'
        : 'One moment while we set up your account on this device.'}
    </ConfirmationPanel>
  );
}

export function WelcomePage() {
  const [params] = useSearchParams();
  const authToken = params.get('authToken');
  // Without a token (the purchase went to an account that already existed): sign in as usual.
  const email = params.get('email');
  return (
    <AuthLayout>
      {authToken ? (
        <WelcomeSignIn authToken={authToken} userId={params.get('userId')} />
      ) : email ? (
        <ConfirmationPanel
          icon={<IconCircleCheck size={32} />}
          title="Your plan is active"
          actions={
            <>
              <GoButton to="/login">Email me a sign-in link</GoButton>
              <GoButton to="/auth" variant="light">
                Sign in with a password
              </GoButton>
            </>
          }
        >
          {email} already has an account here. Sign in to it to start using your plan.
        </ConfirmationPanel>
      ) : (
        <ConfirmationPanel
          icon={<IconAlertTriangle size={32} />}
          color="red"
          title="Sign-in link missing"
          actions={<ManualLoginAction />}
        >
          This welcome link has no sign-in token. Sign in with your email and password instead.
        </ConfirmationPanel>
      )}
    </AuthLayout>
  );
}
