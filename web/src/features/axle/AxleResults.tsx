/** The verdict and, per axle group, the numbers a driver needs at the scale (docs/product.md §2, §8). */
import { axleLimits, formatPounds, type AxleCheck, type AxleGroup } from '@haulbook/sync-protocol';
import { Card, Group, List, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconScale } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './axle.module.css';

/** "Over by 500 lbs" or "1,200 lbs under": how far a group is from its limit. */
const marginText = ({ margin, overBy }: Pick<AxleGroup, 'margin' | 'overBy'>) =>
  overBy > 0 ? `Over by ${formatPounds(overBy)}` : `${formatPounds(margin)} under`;

function Verdict({ check, headingId }: { check: AxleCheck; headingId: string }) {
  const color = check.legal ? 'teal' : 'red';
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" color={color}>
          {check.legal ? <IconCircleCheck size={28} /> : <IconAlertTriangle size={26} />}
        </ThemeIcon>
        <Title order={2} fz={28} c={`${color}.8`} id={headingId}>
          {check.legal ? 'Legal' : 'Not legal'}
        </Title>
      </Group>
      {check.legal ? (
        <Text>
          Remaining capacity:{' '}
          <Text span fw={800} c="var(--haulbook-success-text)">
            {formatPounds(check.remainingCapacity)}
          </Text>{' '}
          under the {axleLimits.gross.toLocaleString('en-US')} lb gross limit.
        </Text>
      ) : (
        <List spacing={4} c="var(--haulbook-danger-text)" fw={600} aria-label="Violations">
          {check.violations.map((violation) => (
            <List.Item key={violation}>{violation}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function GroupsTable({ groups }: { groups: AxleGroup[] }) {
  return (
    <Table verticalSpacing="sm" className={classes.table} aria-label="Axle groups">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Axle group</Table.Th>
          <Table.Th className={classes.number}>Weight</Table.Th>
          <Table.Th className={classes.number}>Limit</Table.Th>
          <Table.Th className={classes.number}>Margin</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map((group) => (
          <Table.Tr key={group.key}>
            <Table.Td fw={700} className={classes.group}>
              {group.label}
            </Table.Td>
            <Table.Td
              fw={700}
              className={`${classes.number} ${classes.weight}`}
              data-label="Weight"
            >
              {formatPounds(group.weight)}
            </Table.Td>
            <Table.Td
              c="dimmed"
              className={`${classes.number} ${classes.limit}`}
              data-label="Limit"
            >
              {formatPounds(group.limit)}
            </Table.Td>
            <Table.Td
              fw={700}
              c={group.overBy > 0 ? 'var(--haulbook-danger-text)' : 'var(--haulbook-success-text)'}
              className={`${classes.number} ${classes.margin}`}
            >
              {marginText(group)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function AxleResults({ check }: { check: AxleCheck | null }) {
  const headingId = useId();
  if (!check) {
    return (
      <Card withBorder padding="xl" component="section" aria-label="Results">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconScale size={30} />
          </ThemeIcon>
          <Text c="dimmed" maw={360}>
            Enter your three scale readings and press Calculate to check every axle group.
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      style={{ borderColor: `var(--mantine-color-${check.legal ? 'teal' : 'red'}-5)` }}
    >
      <Verdict check={check} headingId={headingId} />
      <Card.Section withBorder inheritPadding mt="md" py="xs">
        <GroupsTable groups={check.groups} />
      </Card.Section>
    </Card>
  );
}
