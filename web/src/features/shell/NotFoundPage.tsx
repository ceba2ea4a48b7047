import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRoadSign } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Center mih="60dvh">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <IconRoadSign size={56} color="var(--mantine-color-orange-6)" />
        <Title order={1} fz={28}>
          Page Not Found
        </Title>
        <Text c="dimmed">Looks like a wrong turn. This page doesn&apos;t exist.</Text>
        <Button component={Link} to="/dashboard" mt="sm">
          Back to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
