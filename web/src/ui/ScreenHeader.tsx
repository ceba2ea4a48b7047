import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScreenHeaderProps {
  title: string;
  /** A line or two under the heading on what the screen keeps. */
  description?: string;
  /** The screen's main action (such as Add New Load), on the heading's right. */
  children?: ReactNode;
}

/** A screen's heading, its main action and what it is for. */
export function ScreenHeader({ title, description, children }: ScreenHeaderProps) {
  return (
    <div>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {children}
      </Group>
      {description && (
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
      )}
    </div>
  );
}
