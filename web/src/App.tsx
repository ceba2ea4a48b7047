/**
 * Every route of docs/product.md §2. The flow pages reached from emails and checkout (/login, /welcome,
 * /signup/step2, /reset-password, /dev-verify) work in both states, because they sign the driver in
 * while they are open. The rest depends on the session: signed out, unknown paths show the landing
 * page; signed in, they show 'Page Not Found' inside the app shell, and / is the dashboard.
 * Every screen is its own chunk (lazyPage); the shell shows its own loader while a screen's arrives.
 */
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from './data/session/useAuth';
import { FullPageLoader } from './ui/FullPageLoader';
import { lazyPage } from './ui/lazyPage';
import { ReplacesPrerendered } from './ui/ReplacesPrerendered';
import { useDocumentTitle } from './ui/documentTitle';

const AuthPage = lazyPage(() => import('./features/auth/AuthPage'), 'AuthPage');
const DirectLoginPage = lazyPage(
  () => import('./features/auth/DirectLoginPage'),
  'DirectLoginPage',
);
const ForgotPasswordPage = lazyPage(
  () => import('./features/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const LoginPage = lazyPage(() => import('./features/auth/LoginPage'), 'LoginPage');
const ResetPasswordPage = lazyPage(
  () => import('./features/auth/ResetPasswordPage'),
  'ResetPasswordPage',
);
const WelcomePage = lazyPage(() => import('./features/auth/WelcomePage'), 'WelcomePage');
const AxleCalculatorPage = lazyPage(
  () => import('./features/axle/AxleCalculatorPage'),
  'AxleCalculatorPage',
);
const CheckoutSuccessPage = lazyPage(
  () => import('./features/checkout/CheckoutSuccessPage'),
  'CheckoutSuccessPage',
);
const DashboardPage = lazyPage(() => import('./features/dashboard/DashboardPage'), 'DashboardPage');
const FuelPage = lazyPage(() => import('./features/fuel/FuelPage'), 'FuelPage');
const LandingPage = lazyPage(() => import('./features/landing/LandingPage'), 'LandingPage');
const LoadsPage = lazyPage(() => import('./features/loads/LoadsPage'), 'LoadsPage');
const IftaPage = lazyPage(() => import('./features/ifta/IftaPage'), 'IftaPage');
const ProfitPage = lazyPage(() => import('./features/profit/ProfitPage'), 'ProfitPage');
const PerDiemPage = lazyPage(() => import('./features/per-diem/PerDiemPage'), 'PerDiemPage');
const ExpensesPage = lazyPage(() => import('./features/expenses/ExpensesPage'), 'ExpensesPage');
const MaintenancePage = lazyPage(
  () => import('./features/maintenance/MaintenancePage'),
  'MaintenancePage',
);
const PayConfigPage = lazyPage(() => import('./features/pay/PayConfigPage'), 'PayConfigPage');
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage'), 'ProfilePage');
const AppLayout = lazyPage(() => import('./features/shell/AppLayout'), 'AppLayout');
const NotFoundPage = lazyPage(() => import('./features/shell/NotFoundPage'), 'NotFoundPage');
const DevVerifyPage = lazyPage(() => import('./features/signup/DevVerifyPage'), 'DevVerifyPage');
const SignupPage = lazyPage(() => import('./features/signup/SignupPage'), 'SignupPage');
const SignupStep2Page = lazyPage(
  () => import('./features/signup/SignupStep2Page'),
  'SignupStep2Page',
);
const SubscribePage = lazyPage(
  () => import('./features/subscription/SubscribePage'),
  'SubscribePage',
);
const SubscriptionGate = lazyPage(
  () => import('./features/subscription/SubscriptionGate'),
  'SubscriptionGate',
);

/** Signed-out pages a signed-in driver has no use for. */
const signedOutOnly = ['/auth', '/signup', '/login-direct', '/forgot-password'];

const signedInRoutes = (
  <>
    {signedOutOnly.map((path) => (
      <Route key={path} path={path} element={<Navigate to="/" replace />} />
    ))}
    <Route element={<AppLayout />}>
      <Route path="/" element={<DashboardPage />} />
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
      <Route path="/ifta" element={<IftaPage />} />
      <Route path="/profit" element={<ProfitPage />} />
      <Route path="/per-diem" element={<PerDiemPage />} />
      <Route path="/expenses" element={<ExpensesPage />} />
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
    <Route path="/" element={<LandingPage />} />
    <Route path="/auth" element={<AuthPage onFirstTouch={fetchSignedInStart} />} />
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

/** The screens behind the subscription gate, whose chunk comes with theirs. */
const gatedPaths = new Set(['/loads', '/fuel']);

/** The screens a driver opens the app on, fetched at once rather than after the shell's chunk. */
const screenChunks: Record<string, { preload: () => void }> = {
  '/': DashboardPage,
  '/dashboard': DashboardPage,
  '/loads': LoadsPage,
  '/fuel': FuelPage,
};

/** The shell, the screen at `pathname` and its gate, downloading together. */
function fetchScreen(pathname: string): void {
  AppLayout.preload();
  if (gatedPaths.has(pathname)) SubscriptionGate.preload();
  screenChunks[pathname]?.preload();
}

/**
 * Everything the dashboard a sign-in leads to draws with: the shell, the screen, the sidebar's menu
 * where the screen is wide (the shell holds the screen back for it) and the earnings chart. Asked
 * for at the driver's first touch of the sign-in form, so the seconds spent typing download it and
 * the dashboard draws as soon as the password is checked, instead of asking for its code then, one
 * import after another.
 */
function fetchSignedInStart(): void {
  fetchScreen('/');
  // Fetched ahead only: a part that cannot arrive now is fetched again where it is drawn.
  if (window.matchMedia('(min-width: 48em)').matches)
    import('./features/shell/NavMenu').catch(() => {});
  import('./features/dashboard/EarningsChart').catch(() => {});
}

/** Signed out, the dashboard is the sign-in screen, unless a purchase made first returns to it. */
function SignedOutDashboard() {
  const [params] = useSearchParams();
  return params.get('payment_success') === 'true' ? (
    <CheckoutSuccessPage />
  ) : (
    <AuthPage onFirstTouch={fetchSignedInStart} />
  );
}

export function AppRoutes() {
  const { status } = useAuth();
  useDocumentTitle(status === 'loading' ? undefined : status === 'signedIn');
  const signedIn = status === 'signedIn';
  const { pathname } = useLocation();
  // The shell (and the gate, where there is one) download beside the screen's own chunk.
  useEffect(() => {
    if (!signedIn) return;
    fetchScreen(pathname);
  }, [signedIn, pathname]);
  if (status === 'loading') return <FullPageLoader />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      {/* Signed in, the shell lets a page drawn at build time go once the screen is drawn. */}
      {!signedIn && <ReplacesPrerendered />}
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/welcome" element={<WelcomePage />} />
        <Route path="/signup/step2" element={<SignupStep2Page />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/dev-verify" element={<DevVerifyPage />} />
        {signedIn ? signedInRoutes : signedOutRoutes}
      </Routes>
    </Suspense>
  );
}
