import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';

const screenAt = (
  <Routes>
    <Route path="/reset-password" element={<ResetPasswordPage />} />
    <Route path="/forgot-password" element={<p>Forgot password screen</p>} />
  </Routes>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('without a token, toasts and sends the driver to /forgot-password', async () => {
    renderWithProviders(screenAt, { route: '/reset-password' });
    expect(await screen.findByText('Forgot password screen')).toBeTruthy();
    expect(await screen.findByText('Invalid Reset Link')).toBeTruthy();
    expect(screen.getByText('This reset link is invalid or has expired.')).toBeTruthy();
  });

  it('checks both fields, then sends the token with the new password', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({
        success: true,
        message: 'Your password has been reset. You can now sign in.',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(screenAt, { route: '/reset-password?token=abc' });

    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { name: 'Password Reset' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/reset-password',
      expect.objectContaining({
        body: JSON.stringify({ token: 'abc', password: 'newpass1', confirmPassword: 'newpass1' }),
      }),
    );
  });
});
