/**
 * /dev-verify: a developer convenience while no real mail server is set up. Paste a verification
 * token (or the whole link), or open a link straight from the dev mailbox. The API offers the
 * mailbox only outside production; when it answers 404 the whole page says so.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@haulbook/sync-protocol';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { AuthLayout } from '../../ui/AuthLayout';
import { ConfirmationPanel } from '../../ui/ConfirmationPanel';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { DevMailbox } from './DevMailbox';
import { useDevMailbox } from './useDevMailbox';
import { useVerificationToken } from './useVerificationToken';

/** Accepts the bare token or a pasted link that carries ?token=. */
export function tokenFromInput(input: string): string {
  const text = input.trim();
  const match = /[?&]token=([^&\s]+)/.exec(text);
  return match?.[1] ? decodeURIComponent(match[1]) : text;
}

const devVerifySchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1, messages.devVerifyTokenRequired)),
});

function TokenForm() {
  const verify = useVerificationToken();
  const form = useForm({ resolver: zodResolver(devVerifySchema), defaultValues: { token: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ token }) => {
    await verify(tokenFromInput(token));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Verification token"
          placeholder="Paste the token or the whole link"
          autoComplete="off"
          error={errors.token?.message}
          {...form.register('token')}
        />
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Verifying...' : 'Verify email'}
        </Button>
      </Stack>
    </form>
  );
}

export function DevVerifyPage() {
  const mailbox = useDevMailbox();

  if (mailbox.state === 'loading') return <FullPageLoader />;
  if (mailbox.state === 'unavailable') {
    return (
      <AuthLayout>
        <ConfirmationPanel
          icon={<IconTool size={32} />}
          color="gray"
          title="Dev tools are not available"
        >
          This page only exists on development servers.
        </ConfirmationPanel>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Verify an email (dev)" subtitle="Development tool: no real email needed.">
      <Stack gap="xl">
        <TokenForm />
        <DevMailbox mailbox={mailbox} />
      </Stack>
    </AuthLayout>
  );
}
