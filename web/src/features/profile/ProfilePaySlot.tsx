/**
 * Where Profile shows the pay issue's parts (SPEC §2 Profile): its Pay Configuration summary and
 * Pay Period Settings components (features/pay/) are placed in this slot when that work is merged;
 * until then it links to the Pay Configuration screen.
 */
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

export function ProfilePaySlot() {
  const navigate = useNavigate();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="pay-configuration-summary">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pay-configuration-summary">
          Pay Configuration
        </Title>
        <Text c="dimmed" size="sm">
          Your pay type, tiers, bonus tiers and pay period.
        </Text>
        <Button
          variant="light"
          onClick={() => navigate('/pay-config')}
          style={{ alignSelf: 'flex-start' }}
        >
          Open Pay Configuration
        </Button>
      </Stack>
    </Paper>
  );
}
