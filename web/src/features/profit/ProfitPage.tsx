/**
 * /profit: what came in, what the truck cost and what is left, for a window, per mile and per
 * load, and the last 12 pay periods' net beside their gross. Read from the device (offline too);
 * what counts as income is a setting in Profile.
 */
import { expenseCategoryLabels, incomeBasisLabels, type Profit } from '@haulbook/sync-protocol';
import {
  Anchor,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTaxSettings } from '../../data/preferences';
import { FigureTile } from '../../ui/FigureTile';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { PeriodBars } from './PeriodBars';
import { profitWindowLabels, profitWindows, useProfit, type ProfitWindow } from './useProfit';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US');
export const usd = (n: number) => money.format(n);
const perMile = (n: number | null) => (n === null ? '—' : `${money.format(n)}/mi`);

function Figures({ profit }: { profit: Profit }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <FigureTile label="Income" value={usd(profit.income)} />
        <FigureTile label="Fuel" value={usd(profit.fuel)} />
        <FigureTile label="Expenses" value={usd(profit.expenses)} />
        <FigureTile label="Net" value={usd(profit.net)} strong />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <FigureTile label="Miles" value={whole.format(profit.miles)} />
        <FigureTile label="Revenue per mile" value={perMile(profit.revenuePerMile)} />
        <FigureTile label="Cost per mile" value={perMile(profit.costPerMile)} />
        <FigureTile label="Profit per mile" value={perMile(profit.profitPerMile)} />
      </SimpleGrid>
    </Stack>
  );
}

function ByCategory({ profit }: { profit: Profit }) {
  const lines = Object.entries(profit.expensesByCategory).sort((a, b) => b[1] - a[1]);
  if (lines.length === 0) return <Text c="dimmed">No expenses in this window.</Text>;
  return (
    <Stack gap={4}>
      {lines.map(([category, amount]) => (
        <Group key={category} justify="space-between">
          <Text>
            {expenseCategoryLabels[category as keyof typeof expenseCategoryLabels] ?? category}
          </Text>
          <Text fw={600}>{usd(amount)}</Text>
        </Group>
      ))}
    </Stack>
  );
}

function PerLoad({ profit }: { profit: Profit }) {
  if (profit.loads.length === 0) return <Text c="dimmed">No loads delivered in this window.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder aria-label="Profit per load">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Load</Table.Th>
            <Table.Th ta="right">Miles</Table.Th>
            <Table.Th ta="right">Income</Table.Th>
            <Table.Th ta="right">Fuel</Table.Th>
            <Table.Th ta="right">Expenses</Table.Th>
            <Table.Th ta="right">Net</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {profit.loads.map((l) => (
            <Table.Tr key={l.loadId}>
              <Table.Th scope="row">{l.loadNumber ?? 'Load'}</Table.Th>
              <Table.Td ta="right">{whole.format(l.miles)}</Table.Td>
              <Table.Td ta="right">{usd(l.income)}</Table.Td>
              <Table.Td ta="right">{usd(l.fuel)}</Table.Td>
              <Table.Td ta="right">{usd(l.expenses)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {usd(l.net)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ProfitPage() {
  const [window, setWindow] = useState<ProfitWindow>('month');
  const data = useProfit(window);
  const { incomeBasis } = useTaxSettings();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Stack gap="lg" maw={1100}>
      <ScreenHeader
        title="Profit"
        description="What came in, what the truck cost, and what is left."
      />
      <SegmentedControl
        aria-label="Window"
        data={profitWindows.map((value) => ({ value, label: profitWindowLabels[value] }))}
        value={window}
        onChange={(value) => setWindow(value as ProfitWindow)}
        // Four windows fit a 360 px phone at the small size.
        size={phone ? 'xs' : 'sm'}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      <Text size="sm" c="dimmed">
        Income is {incomeBasisLabels[incomeBasis].toLowerCase()}.{' '}
        <Anchor component={Link} to="/profile" size="sm" underline="always">
          Change in Profile
        </Anchor>
      </Text>
      {data === undefined ? (
        <Loader size="sm" />
      ) : (
        <>
          <Figures profit={data.profit} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="sm" component="section" aria-label="Expenses by category">
              <Title order={2} fz="lg">
                Expenses by category
              </Title>
              <ByCategory profit={data.profit} />
            </Stack>
            <Stack gap="sm" component="section" aria-label="Last 12 pay periods">
              <Title order={2} fz="lg">
                Last 12 pay periods
              </Title>
              <PeriodBars periods={data.periods} />
            </Stack>
          </SimpleGrid>
          <Stack gap="sm" component="section" aria-label="Per load">
            <Title order={2} fz="lg">
              Per load
            </Title>
            <PerLoad profit={data.profit} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
