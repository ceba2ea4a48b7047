import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './App';
import { driver, subscriber } from './test/fixtures';
import { renderWithProviders } from './test/render';

const signedIn = { status: 'signedIn' as const, user: driver };

describe('routes', () => {
  it('shows Loading... while the session is unknown', () => {
    renderWithProviders(<AppRoutes />, { route: '/dashboard', auth: { status: 'loading' } });
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('signed out: /dashboard is the sign-in screen, unknown paths are the landing page', () => {
    const first = renderWithProviders(<AppRoutes />, { route: '/dashboard', auth: {} });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    first.unmount();

    renderWithProviders(<AppRoutes />, { route: '/no/such/page', auth: {} });
    expect(screen.getByRole('heading', { name: 'Load Tracking' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
  });

  it('signed out by the server: the screen a driver was on asks to sign in again', () => {
    renderWithProviders(<AppRoutes />, { route: '/fuel', auth: { sessionEnded: true } });
    expect(screen.getByText('Your session ended. Please sign in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('signed in: / opens the dashboard', () => {
    renderWithProviders(<AppRoutes />, { route: '/', auth: signedIn });
    expect(screen.getByRole('heading', { name: /^Welcome( back)?, Jane Driver$/ })).toBeTruthy();
  });

  it('signed in: unknown paths are Page Not Found inside the app shell', () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page', auth: signedIn });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0);
  });

  it('signed in: the sign-in screen moves on to the dashboard', () => {
    renderWithProviders(<AppRoutes />, { route: '/auth', auth: signedIn });
    expect(screen.getByRole('heading', { name: /^Welcome( back)?, Jane Driver$/ })).toBeTruthy();
  });

  it.each([
    ['/loads', 'Load Management'],
    ['/fuel', 'Fuel Tracker'],
  ])('signed in with a plan: %s shows %s', (route, title) => {
    renderWithProviders(<AppRoutes />, { route, auth: { status: 'signedIn', user: subscriber } });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['/loads', 'Load Management'],
    ['/fuel', 'Fuel Tracking'],
  ])('signed in without a plan: %s shows the gate for %s', (route, feature) => {
    renderWithProviders(<AppRoutes />, { route, auth: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Required' })).toBeTruthy();
    expect(screen.getByText(`${feature} is available to subscribers only`)).toBeTruthy();
  });

  it.each([
    ['/maintenance', 'Maintenance Tracker'],
    ['/axle-calculator', 'Axle Weight Calculator'],
    ['/pay-config', 'Pay Configuration'],
    ['/subscribe', 'Choose Your Plan'],
    ['/profile', 'Profile'],
    ['/checkout/success', 'Payment Error'],
  ])('signed in: %s shows %s', (route, title) => {
    renderWithProviders(<AppRoutes />, { route, auth: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['/login', 'Welcome Back'],
    ['/login-direct', 'Access Premium Account'],
    ['/forgot-password', 'Forgot Password'],
    ['/signup', 'Create your account'],
    ['/subscribe', 'Choose Your Plan'],
  ])('signed out: %s shows %s', (route, title) => {
    renderWithProviders(<AppRoutes />, { route, auth: {} });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
