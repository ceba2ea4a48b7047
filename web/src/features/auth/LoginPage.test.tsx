import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../data/api';
import { rememberEmail } from '../../data/deviceMemory';
import { renderWithProviders } from '../../test/render';
import { DirectLoginPage } from './DirectLoginPage';
import { emailedLinkExplained } from './EmailLinkSignIn';
import { LoginPage } from './LoginPage';
import { WelcomePage } from './WelcomePage';

const screensAt = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/login-direct" element={<DirectLoginPage />} />
    <Route path="/welcome" element={<WelcomePage />} />
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

describe('/welcome', () => {
  it('signs in with the checkout token, then opens the dashboard after 2 s', async () => {
    const tokenLogin = vi.fn(async () => null);
    renderWithProviders(screensAt, {
      route: '/welcome?authToken=tok&userId=u1',
      auth: { tokenLogin },
    });

    expect(await screen.findByRole('heading', { name: 'Welcome to Haulbook!' })).toBeTruthy();
    expect(tokenLogin).toHaveBeenCalledWith({ authToken: 'tok', userId: 'u1' });
    expect(screen.queryByText('Dashboard screen')).toBeNull();
    await waitFor(() => expect(screen.getByText('Dashboard screen')).toBeTruthy(), {
      timeout: 3000,
    });
  });

  it('without a token, explains and offers the manual sign-in', () => {
    const tokenLogin = vi.fn();
    renderWithProviders(screensAt, { route: '/welcome', auth: { tokenLogin } });
    expect(screen.getByRole('heading', { name: 'Sign-in link missing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Sign In' })).toBeTruthy();
    expect(tokenLogin).not.toHaveBeenCalled();
  });

  it('never signs in from the email in the address: it offers the usual ways in', () => {
    const tokenLogin = vi.fn();
    renderWithProviders(screensAt, {
      route: '/welcome?email=a@b.co&tier=annual',
      auth: { tokenLogin },
    });
    expect(screen.getByRole('heading', { name: 'Your plan is active' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with a password' })).toBeTruthy();
    expect(tokenLogin).not.toHaveBeenCalled();
  });
});
