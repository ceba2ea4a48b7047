/**
 * The screens later issues build (SPEC §2): each already has its route, menu entry and title, so
 * navigation is complete today.
 */
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUser, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SubscriptionStatusCard } from '../subscription/SubscriptionStatusCard';

interface PlaceholderPageProps {
  title: string;
  description: string;
  icon: Icon;
  /** What of the screen is already built. */
  children?: ReactNode;
}

function PlaceholderPage({ title, description, icon: Icon, children }: PlaceholderPageProps) {
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <Icon size={30} />
          </ThemeIcon>
          <Text fw={700}>Coming soon</Text>
          <Text c="dimmed" maw={460}>
            {description}
          </Text>
        </Stack>
      </Paper>
      {children}
    </Stack>
  );
}

export const ProfilePage = () => (
  <PlaceholderPage
    title="Profile"
    icon={IconUser}
    description="Your personal information, pay settings and preferences."
  >
    <SubscriptionStatusCard />
  </PlaceholderPage>
);
