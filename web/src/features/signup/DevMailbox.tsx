/** The newest dev-mailbox emails, each link opened inside this app (same origin, same cookies). */
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { DevEmail } from '../../data/account';
import type { DevMailboxState } from './useDevMailbox';

const shownEmails = 5;

/** Links in the email text, as in-app paths: the email's host (APP_URL) may differ from this one. */
export function emailLinks(text: string): string[] {
  return Array.from(text.matchAll(/https?:\/\/\S+/g), ([url]) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  });
}

function EmailCard({ email }: { email: DevEmail }) {
  return (
    <Card withBorder padding="sm">
      <Text fw={700} size="sm">
        {email.subject}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        To {email.to}
      </Text>
      {emailLinks(email.text).map((path) => (
        <Anchor
          key={path}
          component={Link}
          to={path}
          size="sm"
          mt={4}
          style={{ overflowWrap: 'anywhere' }}
        >
          Open {path.split('?')[0]}
        </Anchor>
      ))}
    </Card>
  );
}

export function DevMailbox({ mailbox }: { mailbox: Extract<DevMailboxState, { state: 'ready' }> }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="lg">
          Dev mailbox
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={16} />}
          onClick={mailbox.reload}
        >
          Refresh
        </Button>
      </Group>
      {mailbox.error && (
        <Text size="sm" c="red">
          Could not load the dev mailbox.
        </Text>
      )}
      {!mailbox.error && mailbox.emails.length === 0 && (
        <Text size="sm" c="dimmed">
          No emails yet. Sign up to receive a verification email.
        </Text>
      )}
      {mailbox.emails.slice(0, shownEmails).map((email, index) => (
        <EmailCard key={`${index}-${email.subject}`} email={email} />
      ))}
    </Stack>
  );
}
