/** /signup, step 1: email and full name, then 'Check your email' for the verification link. */
import { EmailField } from '../../ui/EmailField';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, signupStep1Schema } from '@haulbook/sync-protocol';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { signupStep1 } from '../../data/account';
import { serverMessage } from '../../data/api';
import { rememberEmail } from '../../data/deviceMemory';
import { AuthLayout } from '../../ui/AuthLayout';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { notifyError } from '../../ui/notify';

const emptyForm = { email: '', displayName: '' };

export function SignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(signupStep1Schema), defaultValues: emptyForm });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signupStep1(values);
      rememberEmail(values.email);
      setSentTo(values.email);
    } catch (error) {
      notifyError('Signup failed', serverMessage(error, messages.somethingWentWrong));
    }
  });

  const tryAgain = () => {
    form.reset(emptyForm);
    setSentTo(null);
  };

  if (sentTo) {
    return (
      <AuthLayout>
        <ConfirmationPanel
          icon={<IconMailForward size={32} />}
          title="Check your email"
          actions={
            <Button variant="light" onClick={tryAgain}>
              Try again
            </Button>
          }
        >
          We sent a verification link to {sentTo}. Open it to finish setting up your account. The
          link expires in 24 hours.
        </ConfirmationPanel>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start with your email and name. We'll email you a link to verify it."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <TextInput
            label="Full name"
            autoComplete="name"
            placeholder="Jane Driver"
            error={errors.displayName?.message}
            {...form.register('displayName')}
          />
          <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Continue'}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to="/auth" fw={700}>
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
