/** /maintenance: announced, not built (SPEC §2): says what is planned. */
import { Badge, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconTool } from '@tabler/icons-react';

const plannedFeatures = [
  'Scheduled maintenance: oil changes, PM services and tire rotations on time',
  'Inspections: annual DOT and pre-trip inspection records',
  'Costs: what every repair and service costs, per truck',
  'Reminders: a heads-up before a service or inspection is due',
  'Receipts: photos of every shop receipt, kept with the job',
];

export function MaintenancePage() {
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Maintenance Tracker
      </Title>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTool size={30} />
          </ThemeIcon>
          <div>
            <Badge color="orange" variant="light" mb="xs">
              Coming soon
            </Badge>
            <Title order={2} fz="xl">
              Feature In Development
            </Title>
            <Text c="dimmed" mt={4}>
              We are building maintenance tracking for your truck. Here is what is planned:
            </Text>
          </div>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="teal" variant="light">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {plannedFeatures.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
