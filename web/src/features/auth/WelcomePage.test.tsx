import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { subscriber } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { WelcomePage } from './WelcomePage';

const screens = (
  <Routes>
    <Route path="/welcome" element={<WelcomePage />} />
    <Route path="/dashboard" element={<p>Dashboard</p>} />
  </Routes>
);

describe('/welcome after a purchase made signed out', () => {
  it('says a sign-in link went to the address, and offers to send it again', () => {
    renderWithProviders(screens, {
      route: '/welcome?email=rosa%40example.com&tier=annual',
      auth: {},
    });
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your plan is active. We sent a sign-in link to rosa@example.com: open it to start using Haulbook.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with a password' })).toBeTruthy();
  });

  it('takes a driver already signed in on this device to the dashboard', () => {
    renderWithProviders(screens, {
      route: '/welcome?email=rosa%40example.com&tier=annual',
      auth: { status: 'signedIn', user: subscriber },
    });
    expect(screen.getByText('Dashboard')).toBeTruthy();
  });
});
