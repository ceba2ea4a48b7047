import { Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmationPanelProps {
  icon: ReactNode;
  color?: MantineColor;
  title: string;
  children?: ReactNode;
  /** Buttons under the message. */
  actions?: ReactNode;
}

/** The "it worked, here is what happens next" state of a form (Check your email, Password Reset...). */
export function ConfirmationPanel({
  icon,
  color = 'teal',
  title,
  children,
  actions,
}: ConfirmationPanelProps) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={64} radius="xl" color={color} variant="light">
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {children && <Text c="dimmed">{children}</Text>}
      {actions && (
        <Stack gap="sm" w="100%" mt="xs">
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
