/**
 * Spends an email verification token (from the emailed link or pasted on /dev-verify) and moves
 * on: to step 2 of signup, or to sign-in when the profile was already completed.
 */
import { messages } from '@haulbook/sync-protocol';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { verifyEmail } from '../../data/account';
import { ApiError } from '../../data/api';
import { notifyError, notifySuccess } from '../../ui/notify';

export function step2Path(userId: string): string {
  return `/signup/step2?${new URLSearchParams({ userId, verified: 'true' })}`;
}

/** Resolves true when verified (and navigated), false after reporting the failure. */
export function useVerificationToken(): (token: string) => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback(
    async (token: string) => {
      try {
        const { userId, profileComplete } = await verifyEmail(token);
        if (profileComplete) {
          notifySuccess('Email verified', 'Your account is already set up. Please sign in.');
          navigate('/auth', { replace: true });
        } else {
          navigate(step2Path(userId), { replace: true });
        }
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          notifyError('Verification Failed', messages.invalidVerificationToken);
        } else {
          notifyError('Error', 'Failed to verify email');
        }
        return false;
      }
    },
    [navigate],
  );
}
