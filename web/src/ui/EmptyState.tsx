import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlus, type Icon } from '@tabler/icons-react';

interface EmptyStateProps {
  icon: Icon;
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
}

/** A list with nothing in it yet: what it will hold, and the button that adds the first one. */
export function EmptyState({ icon: Icon, title, text, actionLabel, onAction }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <Icon size={30} />
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
        <Text c="dimmed" maw={420}>
          {text}
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={onAction}>
          {actionLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
