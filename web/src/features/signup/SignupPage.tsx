/** /signup, step 1: email and full name, then 'Check your email' for the verification link. */
import { EmailField } from '../../ui/EmailField';
import { zodResolver } from '@hookform/resolvers/zod';
import { signupStep1Schema, type SignupStep1Input } from '@haulbook/sync-protocol';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { rememberEmail } from '../../data/deviceMemory';
import { AuthLayout } from '../../ui/AuthLayout';
import { CheckYourEmail, sendVerificationLink } from './CheckYourEmail';

const emptyForm = { email: '', displayName: '' };

export function SignupPage() {
  const [sent, setSent] = useState<SignupStep1Input | null>(null);
  const form = useForm({ resolver: zodResolver(signupStep1Schema), defaultValues: emptyForm });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await sendVerificationLink(values))) return;
    rememberEmail(values.email);
    setSent(values);
  });

  const useAnotherEmail = () => {
    form.reset(emptyForm);
    setSent(null);
  };

  if (sent) {
    return (
      <AuthLayout>
        <CheckYourEmail
          sent={sent}
          extra={
            <Button variant="subtle" onClick={useAnotherEmail}>
              Use a different email
            </Button>
          }
        />
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
