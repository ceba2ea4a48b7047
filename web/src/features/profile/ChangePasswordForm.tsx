/** Change password: the current one first, then a new one under the one policy (docs/architecture.md). */
import { changePasswordSchema, type ChangePasswordInput } from '@haulbook/sync-protocol';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { serverMessage } from '../../data/api';
import { profileApi } from '../../data/profile';
import { notifyError, notifySuccess } from '../../ui/notify';

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const save = async (input: ChangePasswordInput) => {
    try {
      const { message } = await profileApi.changePassword(input);
      notifySuccess('Password changed', message);
      onDone();
    } catch (error) {
      const text = serverMessage(error, 'Please try again.');
      if (/current password/i.test(text)) setError('currentPassword', { message: text });
      else notifyError('Could not change password', text);
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(save)(e)} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          {...register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          description="At least 8 characters, not a common password"
          {...register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
