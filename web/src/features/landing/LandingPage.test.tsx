import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { LandingPage } from './LandingPage';

describe('LandingPage', () => {
  it('presents the six features and three benefits', () => {
    renderWithProviders(<LandingPage />, { auth: {} });
    for (const title of [
      'Load Tracking',
      'Earnings Management',
      'Fuel Management',
      'Axle Weight Calculator',
      'Performance Analytics',
      'Profile Management',
      'Save Time',
      'Increase Profits',
      'Stay Compliant',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
  });

  it('offers Login and Get Started when signed out', () => {
    renderWithProviders(<LandingPage />, { auth: {} });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
  });

  it('offers Go to Dashboard when signed in', () => {
    renderWithProviders(<LandingPage />, { auth: { status: 'signedIn', user: driver } });
    expect(screen.getAllByRole('link', { name: /Go to Dashboard/ })[0]?.getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
