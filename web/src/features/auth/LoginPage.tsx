/**
 * /login: 'Welcome Back' email-only sign-in. With ?token= it is the landing point of the emailed
 * one-time link: the token is spent once, then the driver goes to the dashboard.
 */
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../data/api';
import { lastEmail, takeReturnTo } from '../../data/deviceMemory';
import { useAuth } from '../../data/session/useAuth';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useRunOnce } from '../../ui/useRunOnce';
import { EmailLinkSignIn } from './EmailLinkSignIn';

function SignInWithLink({ token }: { token: string }) {
  const { tokenLogin } = useAuth();
  const navigate = useNavigate();
  useRunOnce(() => {
    tokenLogin({ authToken: token })
      .then(() => {
        notifySuccess('Login Successful!', 'Welcome back to Haulbook.');
        // After a session the server ended, the link returns to the screen it interrupted.
        navigate(takeReturnTo() ?? '/dashboard', { replace: true });
      })
      .catch((error: unknown) => {
        notifyError('Login Failed', serverMessage(error, 'Authentication failed'));
        navigate('/login', { replace: true });
      });
  });
  return <FullPageLoader label="Signing you in..." />;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const { status } = useAuth();
  const token = params.get('token');
  if (token) return <SignInWithLink token={token} />;
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return (
    <EmailLinkSignIn
      title="Welcome Back"
      subtitle="Sign in with the email of your subscription. We'll email you a one-time sign-in link."
      route="simple-login"
      defaultEmail={lastEmail()}
      note="No account? Complete your purchase first to get access."
    />
  );
}
