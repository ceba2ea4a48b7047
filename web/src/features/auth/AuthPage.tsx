/** /auth (and /dashboard while signed out): email and password sign-in. */
import { EmailField } from '../../ui/EmailField';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, messages } from '@haulbook/sync-protocol';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../data/api';
import { lastEmail, takeReturnTo } from '../../data/deviceMemory';
import { useAuth } from '../../data/session/useAuth';
import { AuthLayout } from '../../ui/AuthLayout';
import { clearToasts, notifyError } from '../../ui/notify';

/** `onFirstTouch`: the driver is about to sign in (App.tsx fetches the signed-in start's code). */
export function AuthPage({ onFirstTouch }: { onFirstTouch?: () => void }) {
  const { login, sessionEnded, prepareSignIn } = useAuth();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: lastEmail(), password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login(values);
      // An earlier 'Login failed' must not linger over the dashboard.
      clearToasts();
      // Back to the screen the server's sign-out interrupted, or docs/product.md §2's '/'.
      navigate(takeReturnTo() ?? '/', { replace: true });
    } catch (error) {
      notifyError('Login failed', serverMessage(error, messages.invalidCredentials));
    }
  });

  return (
    <AuthLayout title="Sign in to Haulbook" subtitle="Your loads, fuel and pay, in one logbook.">
      {sessionEnded && (
        <Alert
          color="orange"
          mb="md"
          role="status"
          title="Your session ended. Please sign in again."
        >
          Everything you logged on this device is kept and syncs once you are back in.
        </Alert>
      )}
      <form
        onSubmit={onSubmit}
        onFocus={() => {
          prepareSignIn();
          onFirstTouch?.();
        }}
        noValidate
      >
        <Stack gap="md">
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg" c="dimmed">
        New to Haulbook?{' '}
        <Anchor component={Link} to="/signup" fw={700}>
          Sign up for free
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
