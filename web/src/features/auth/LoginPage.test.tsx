import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../data/api';
import { rememberEmail } from '../../data/deviceMemory';
import { renderWithProviders } from '../../test/render';
import { DirectLoginPage } from './DirectLoginPage';
import { emailedLinkExplained } from './EmailLinkSignIn';
import { LoginPage } from './LoginPage';

const screensAt = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/login-direct" element={<DirectLoginPage />} />
    <Route path="/dashboard" element={<p>Dashboard screen</p>} />
  </Routes>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('email-only sign-in', () => {
  it('/login asks the server to email a link, then says to check the email', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ success: true, message: 'sent' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(screensAt, { route: '/login', auth: {} });

    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(
      screen.getByText('No account? Complete your purchase first to get access.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'Jane@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/not a subscriber yet, no email will come/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with a password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a plan' })).toBeTruthy();
    expect(screen.queryByText(/has an active subscription/)).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/simple-login');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"jane@example.com"}');
  });

  it.each(['/login', '/login-direct'])(
    '%s says before sending that the link is for subscribers and a password always works',
    (route) => {
      renderWithProviders(screensAt, { route, auth: {} });
      expect(screen.getByText(emailedLinkExplained)).toBeTruthy();
    },
  );

  it('/login-direct is prefilled with the last email used on this device', () => {
    rememberEmail('dale@example.com');
    renderWithProviders(screensAt, { route: '/login-direct', auth: {} });
    expect(screen.getByRole('heading', { name: 'Access Premium Account' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dale@example.com');
  });

  it('/login?token= spends the emailed token once and opens the dashboard', async () => {
    const tokenLogin = vi.fn(async () => null);
    renderWithProviders(screensAt, { route: '/login?token=abc', auth: { tokenLogin } });

    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(tokenLogin).toHaveBeenCalledTimes(1);
    expect(tokenLogin).toHaveBeenCalledWith({ authToken: 'abc' });
  });

  it('/login?token= reports a spent link and shows the form again', async () => {
    const tokenLogin = vi.fn(async () => {
      throw new ApiError(
        401,
        'Unauthorized',
        '{"message":"This sign-in link is invalid or has expired."}',
      );
    });
    renderWithProviders(screensAt, { route: '/login?token=used', auth: { tokenLogin } });

    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('This sign-in link is invalid or has expired.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });
});
