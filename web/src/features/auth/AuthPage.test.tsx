import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../data/api';
import { setReturnTo } from '../../data/deviceMemory';
import { renderWithProviders } from '../../test/render';
import { AuthPage } from './AuthPage';

const screenAt = (
  <Routes>
    <Route path="/auth" element={<AuthPage />} />
    <Route path="/" element={<p>Home screen</p>} />
    <Route path="/fuel" element={<p>Fuel screen</p>} />
  </Routes>
);

describe('AuthPage', () => {
  it('shows the shared validation messages under the fields', async () => {
    const login = vi.fn();
    const { user } = renderWithProviders(screenAt, { route: '/auth', auth: { login } });

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed, lower-cased email and goes to / (the dashboard)', async () => {
    const login = vi.fn(async () => null);
    const { user } = renderWithProviders(screenAt, { route: '/auth', auth: { login } });

    await user.type(screen.getByLabelText('Email'), '  Jane@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(login).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'secret1' });
  });

  it('after the server ended the session, says so and returns to the screen it was on', async () => {
    setReturnTo('/fuel');
    const login = vi.fn(async () => null);
    const { user } = renderWithProviders(screenAt, {
      route: '/auth',
      auth: { login, sessionEnded: true },
    });

    expect(screen.getByText('Your session ended. Please sign in again.')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Fuel screen')).toBeTruthy();
  });

  it('toasts the server message when sign-in is refused', async () => {
    const login = vi.fn(async () => {
      throw new ApiError(
        403,
        'Forbidden',
        '{"message":"Please verify your email before signing in."}',
      );
    });
    const { user } = renderWithProviders(screenAt, { route: '/auth', auth: { login } });

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Please verify your email before signing in.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy());
  });

  it('links to password recovery and signup', () => {
    renderWithProviders(screenAt, { route: '/auth', auth: {} });
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up for free' }).getAttribute('href')).toBe(
      '/signup',
    );
  });
});
