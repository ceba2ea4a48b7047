/** /login-direct: subscribers sign in with their email, prefilled with the last one used here. */
import { lastEmail } from '../../data/deviceMemory';
import { EmailLinkSignIn } from './EmailLinkSignIn';

export function DirectLoginPage() {
  return (
    <EmailLinkSignIn
      title="Access Premium Account"
      subtitle="Enter the email of your subscription and we'll send you a one-time sign-in link."
      route="direct-login"
      defaultEmail={lastEmail()}
    />
  );
}
