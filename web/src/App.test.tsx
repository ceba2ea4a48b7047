import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './App';
import { driver, subscriber } from './test/fixtures';
import { renderWithProviders } from './test/render';

// Every screen is a lazy chunk: on a busy machine its first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

const signedIn = { status: 'signedIn' as const, user: driver };

describe('routes', () => {
  it('shows Loading... while the session is unknown', () => {
    renderWithProviders(<AppRoutes />, { route: '/dashboard', auth: { status: 'loading' } });
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('signed out: /dashboard is the sign-in screen, unknown paths are the landing page', async () => {
    const first = renderWithProviders(<AppRoutes />, { route: '/dashboard', auth: {} });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    first.unmount();

    renderWithProviders(<AppRoutes />, { route: '/no/such/page', auth: {} });
    expect(await screen.findByRole('heading', { name: 'Load Tracking' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Get Started' })).getAttribute('href')).toBe(
      '/signup',
    );
  });

  it('signed out by the server: the screen a driver was on asks to sign in again', async () => {
    renderWithProviders(<AppRoutes />, { route: '/fuel', auth: { sessionEnded: true } });
    expect(await screen.findByText('Your session ended. Please sign in again.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('signed in: unknown paths are Page Not Found inside the app shell', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page', auth: signedIn, width: 1280 });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(
      (await screen.findAllByRole('navigation', { name: 'Main menu' })).length,
    ).toBeGreaterThan(0);
  });

  it('signed in: the sign-in screen and / move on to the dashboard', async () => {
    const first = renderWithProviders(<AppRoutes />, { route: '/auth', auth: signedIn });
    expect(
      await screen.findByRole('heading', { name: /^Welcome( back)?, Jane Driver$/ }),
    ).toBeTruthy();
    first.unmount();
    renderWithProviders(<AppRoutes />, { route: '/', auth: signedIn });
    expect(
      await screen.findByRole('heading', { name: /^Welcome( back)?, Jane Driver$/ }),
    ).toBeTruthy();
    expect(document.title).toBe('Dashboard · Haulbook');
  });

  it.each([
    ['/loads', 'Load Management'],
    ['/fuel', 'Fuel Tracker'],
  ])('signed in with a plan: %s shows %s', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route, auth: { status: 'signedIn', user: subscriber } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['/loads', 'Load Management'],
    ['/fuel', 'Fuel Tracking'],
  ])('signed in without a plan: %s shows the gate for %s', async (route, feature) => {
    renderWithProviders(<AppRoutes />, { route, auth: signedIn });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription Required' }),
    ).toBeTruthy();
    expect(await screen.findByText(`${feature} is available to subscribers only`)).toBeTruthy();
  });

  it.each([
    ['/maintenance', 'Maintenance Tracker'],
    ['/axle-calculator', 'Axle Weight Calculator'],
    ['/pay-config', 'Pay Configuration'],
    ['/subscribe', 'Choose Your Plan'],
    ['/profile', 'Profile'],
    ['/checkout/success', 'Payment Error'],
  ])('signed in: %s shows %s', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route, auth: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['/login', 'Welcome Back'],
    ['/login-direct', 'Access Premium Account'],
    ['/forgot-password', 'Forgot Password'],
    ['/signup', 'Create your account'],
    ['/subscribe', 'Choose Your Plan'],
  ])('signed out: %s shows %s', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route, auth: {} });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
