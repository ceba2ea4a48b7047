/**
 * A <title> per screen, so a screen reader announces where a driver landed and the tab switcher and
 * history tell screens apart. A screen not listed (or the 404) keeps the plain app name.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const app = 'Haulbook';

/** Signed-in screens, and the pages reached from links in emails and checkout. */
const screenTitles: Record<string, string> = {
  '/': 'Dashboard',
  '/dashboard': 'Dashboard',
  '/loads': 'Load Management',
  '/fuel': 'Fuel Tracker',
  '/maintenance': 'Maintenance Tracker',
  '/ifta': 'IFTA',
  '/expenses': 'Expenses',
  '/profit': 'Profit',
  '/per-diem': 'Per Diem',
  '/axle-calculator': 'Axle Weight Calculator',
  '/pay-config': 'Pay Configuration',
  '/subscribe': 'Choose Your Plan',
  '/profile': 'Profile',
  '/checkout/success': 'Payment',
  '/login': 'Sign In by Email',
  '/welcome': 'Welcome',
  '/signup/step2': 'Complete Your Profile',
  '/reset-password': 'Reset Password',
  '/dev-verify': 'Verify Email',
};

/** Signed out, / is the landing page and /dashboard the sign-in screen. */
const signedOutTitles: Record<string, string> = {
  '/': 'Loads, Fuel and Pay for Truck Drivers',
  '/auth': 'Sign In',
  '/dashboard': 'Sign In',
  '/signup': 'Sign Up',
  '/login-direct': 'Access Premium Account',
  '/forgot-password': 'Forgot Password',
};

export function titleFor(pathname: string, signedIn: boolean): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = (signedIn ? undefined : signedOutTitles[path]) ?? screenTitles[path];
  if (!screen) return signedIn ? `Page Not Found · ${app}` : app;
  return `${screen} · ${app}`;
}

/** Titles the screen once it is known whether a driver is signed in (undefined: not yet). */
export function useDocumentTitle(signedIn: boolean | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (signedIn !== undefined) document.title = titleFor(pathname, signedIn);
  }, [pathname, signedIn]);
}
