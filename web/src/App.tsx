/**
 * Every route of SPEC §2. The flow pages reached from emails and checkout (/login, /welcome,
 * /signup/step2, /reset-password, /dev-verify) work in both states, because they sign the driver in
 * while they are open. The rest depends on the session: signed out, unknown paths show the landing
 * page; signed in, they show 'Page Not Found' inside the app shell.
 */
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { useAuth } from './data/session/useAuth';
import { AuthPage } from './features/auth/AuthPage';
import { DirectLoginPage } from './features/auth/DirectLoginPage';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage';
import { LoginPage } from './features/auth/LoginPage';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { WelcomePage } from './features/auth/WelcomePage';
import { AxleCalculatorPage } from './features/axle/AxleCalculatorPage';
import { CheckoutSuccessPage } from './features/checkout/CheckoutSuccessPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { FuelPage } from './features/fuel/FuelPage';
import { LandingPage } from './features/landing/LandingPage';
import { LoadsPage } from './features/loads/LoadsPage';
import { MaintenancePage } from './features/maintenance/MaintenancePage';
import { PayConfigPage } from './features/pay/PayConfigPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { AppLayout } from './features/shell/AppLayout';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { DevVerifyPage } from './features/signup/DevVerifyPage';
import { SignupPage } from './features/signup/SignupPage';
import { SignupStep2Page } from './features/signup/SignupStep2Page';
import { SubscribePage } from './features/subscription/SubscribePage';
import { SubscriptionGate } from './features/subscription/SubscriptionGate';
import { FullPageLoader } from './ui/FullPageLoader';

/** Signed-out pages a signed-in driver has no use for. */
const signedOutOnly = ['/auth', '/signup', '/login-direct', '/forgot-password'];

const signedInRoutes = (
  <>
    {signedOutOnly.map((path) => (
      <Route key={path} path={path} element={<Navigate to="/dashboard" replace />} />
    ))}
    <Route element={<AppLayout />}>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route
        path="/loads"
        element={
          <SubscriptionGate feature="Load Management">
            <LoadsPage />
          </SubscriptionGate>
        }
      />
      <Route
        path="/fuel"
        element={
          <SubscriptionGate feature="Fuel Tracking">
            <FuelPage />
          </SubscriptionGate>
        }
      />
      <Route path="/maintenance" element={<MaintenancePage />} />
      <Route path="/axle-calculator" element={<AxleCalculatorPage />} />
      <Route path="/pay-config" element={<PayConfigPage />} />
      <Route path="/subscribe" element={<SubscribePage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/checkout/success" element={<CheckoutSuccessPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>
);

const signedOutRoutes = (
  <>
    <Route path="/auth" element={<AuthPage />} />
    <Route path="/dashboard" element={<SignedOutDashboard />} />
    <Route path="/subscribe" element={<SubscribePage />} />
    <Route path="/signup" element={<SignupPage />} />
    <Route path="/login-direct" element={<DirectLoginPage />} />
    <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    <Route path="/checkout/success" element={<CheckoutSuccessPage />} />
    <Route path="*" element={<SignedOutFallback />} />
  </>
);

/** Where the server ended a session, the screen asks to sign in again instead of advertising. */
function SignedOutFallback() {
  const { sessionEnded } = useAuth();
  return sessionEnded ? <Navigate to="/auth" replace /> : <LandingPage />;
}

/** Signed out, the dashboard is the sign-in screen, unless a purchase made first returns to it. */
function SignedOutDashboard() {
  const [params] = useSearchParams();
  return params.get('payment_success') === 'true' ? <CheckoutSuccessPage /> : <AuthPage />;
}

export function AppRoutes() {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageLoader />;
  return (
    <Routes>
      <Route
        path="/"
        element={status === 'signedIn' ? <Navigate to="/dashboard" replace /> : <LandingPage />}
      />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/welcome" element={<WelcomePage />} />
      <Route path="/signup/step2" element={<SignupStep2Page />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/dev-verify" element={<DevVerifyPage />} />
      {status === 'signedIn' ? signedInRoutes : signedOutRoutes}
    </Routes>
  );
}
