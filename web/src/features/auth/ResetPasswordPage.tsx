/** /reset-password?token=...: choose a new password; without a token, back to /forgot-password. */
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, resetPasswordSchema } from '@haulbook/sync-protocol';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { IconLockCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../data/account';
import { serverMessage } from '../../data/api';
import { AuthLayout } from '../../ui/AuthLayout';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { GoButton } from '../../ui/GoButton';
import { notifyError } from '../../ui/notify';
import { useRunOnce } from '../../ui/useRunOnce';

function InvalidResetLink() {
  useRunOnce(() => notifyError('Invalid Reset Link', messages.invalidResetToken));
  return <Navigate to="/forgot-password" replace />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await resetPassword(values);
      setDoneMessage(answer.message || messages.passwordResetDone);
    } catch (error) {
      notifyError('Password reset failed', serverMessage(error, 'Failed to reset password'));
    }
  });

  if (doneMessage) {
    return (
      <AuthLayout>
        <ConfirmationPanel
          icon={<IconLockCheck size={32} />}
          title="Password Reset"
          actions={<GoButton to="/auth">Go to Login</GoButton>}
        >
          {doneMessage}
        </ConfirmationPanel>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a New Password"
      subtitle="Use at least 8 characters, not a common password."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message ?? errors.token?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Resetting...' : 'Reset Password'}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}
