import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { emailLinks } from './DevMailbox';
import { DevVerifyPage, tokenFromInput } from './DevVerifyPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const mailbox = {
  emails: [
    {
      to: 'jane@example.com',
      subject: 'Verify your email for Haulbook',
      text: 'Hi\n\nVerify your email: http://localhost:3000/signup/step2?token=abc123\n\n- Haulbook',
    },
  ],
};

describe('DevVerifyPage', () => {
  it('says dev tools are not available when the server has no dev mailbox', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Not found' }, { status: 404 })),
    );
    renderWithProviders(<DevVerifyPage />, { route: '/dev-verify' });
    expect(await screen.findByText('Dev tools are not available')).toBeTruthy();
  });

  it('asks for a token, and lists the mailbox links as in-app links', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(mailbox)),
    );
    const { user } = renderWithProviders(<DevVerifyPage />, { route: '/dev-verify' });

    await user.click(await screen.findByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Please enter a verification token')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open \/signup\/step2/ }).getAttribute('href')).toBe(
      '/signup/step2?token=abc123',
    );
  });

  it('accepts a bare token or a pasted link', () => {
    expect(tokenFromInput('  abc123 ')).toBe('abc123');
    expect(tokenFromInput('http://localhost:3000/signup/step2?token=abc%2B1')).toBe('abc+1');
    expect(emailLinks('Reset: https://haulbook.app/reset-password?token=x y')).toEqual([
      '/reset-password?token=x',
    ]);
  });
});
