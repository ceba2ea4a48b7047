/** /forgot-password: ask for a reset link, then 'Check Your Email'. */
import { EmailField } from '../../ui/EmailField';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, messages } from '@haulbook/sync-protocol';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { forgotPassword } from '../../data/account';
import { serverMessage } from '../../data/api';
import { lastEmail, rememberEmail } from '../../data/deviceMemory';
import { AuthLayout } from '../../ui/AuthLayout';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { GoButton } from '../../ui/GoButton';
import { notifyError } from '../../ui/notify';

export function ForgotPasswordPage() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: lastEmail() },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await forgotPassword(values);
      rememberEmail(values.email);
      setSentMessage(answer.message || messages.forgotPasswordSent);
    } catch (error) {
      notifyError('Error', serverMessage(error, 'Failed to send reset email'));
    }
  });

  if (sentMessage) {
    return (
      <AuthLayout>
        <ConfirmationPanel
          icon={<IconMailForward size={32} />}
          title="Check Your Email"
          actions={
            <>
              <GoButton to="/auth">Back to Login</GoButton>
              <Button variant="light" onClick={() => setSentMessage(null)}>
                Send another email
              </Button>
            </>
          }
        >
          {sentMessage} The link expires in 1 hour.
        </ConfirmationPanel>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter the email you signed up with and we'll send you a link to reset your password."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg" c="dimmed">
        Remembered it?{' '}
        <Anchor component={Link} to="/auth" fw={700}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
