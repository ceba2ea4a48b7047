import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SignupPage } from './SignupPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupPage', () => {
  it('validates email and name with the shared messages', async () => {
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });

  it('sends step 1, shows Check your email, and Try again sends the same link again', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ success: true, message: 'sent' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup' });

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Full name'), 'Jane Driver');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/jane@example\.com/)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/signup/step1');

    expect(screen.getByText(/check your spam or junk folder/i)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [path, init] = fetchMock.mock.calls[1] ?? [];
    expect(path).toBe('/api/signup/step1');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'jane@example.com',
      displayName: 'Jane Driver',
    });
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
  });

  it('toasts Signup failed with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'An account with this email already exists' }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup' });
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Full name'), 'Jane Driver');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Signup failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
  });
});
