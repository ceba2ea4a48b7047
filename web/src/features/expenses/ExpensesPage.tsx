/**
 * /expenses: a month of what the truck and the road cost besides fuel and maintenance (tolls,
 * scales, lumpers...), its total and what each category came to. It reads Dexie only, so it works
 * the same offline.
 */
import {
  addMonths,
  expenseCategories,
  expenseCategoryLabels,
  expenseTotals,
  scaledToDecimal,
  type Expense,
} from '@haulbook/sync-protocol';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDollars } from '../../ui/format';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useHiddenIds } from '../../ui/undoableDelete';
import { ExpenseDialog } from './ExpenseDialog';
import { ExpenseList } from './ExpenseList';
import { currentMonth, useMonthExpenses, useRecentLoads } from './useExpenses';

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const centsText = (cents: number) => formatDollars(scaledToDecimal(cents, 2));

function MonthStepper({ month, onChange }: { month: string; onChange: (m: string) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous month"
        onClick={() => onChange(addMonths(month, -1))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={700} miw={130} ta="center" aria-live="polite">
        {monthName.format(Date.parse(month))}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next month"
        onClick={() => onChange(addMonths(month, 1))}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}

/** The month's total, and each category that has any. */
function Totals({ expenses }: { expenses: Expense[] }) {
  const { totalCents, byCategoryCents } = expenseTotals(expenses);
  const spent = expenseCategories.filter((c) => byCategoryCents[c] > 0);
  return (
    <Paper withBorder p="md" component="section" aria-label="Month total">
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        Month total
      </Text>
      <Text fw={800} fz="xl" c="var(--haulbook-strong)">
        {centsText(totalCents)}
      </Text>
      {spent.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="sm">
          {spent.map((c) => (
            <div key={c} role="group" aria-label={expenseCategoryLabels[c]}>
              <Text size="sm" c="dimmed">
                {expenseCategoryLabels[c]}
              </Text>
              <Text fw={700}>{centsText(byCategoryCents[c])}</Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

export function ExpensesPage() {
  const [month, setMonth] = useState(currentMonth);
  const expenses = useMonthExpenses(month);
  const loads = useRecentLoads() ?? [];
  const hidden = useHiddenIds();
  const [adding, dialog] = useDisclosure(false);
  const shown = expenses?.filter((e) => !hidden.has(e.id));

  return (
    <Stack gap="lg" maw={1100}>
      <ScreenHeader
        title="Expenses"
        description="Tolls, scales, lumpers and everything else the truck costs, kept on this device."
      >
        <MonthStepper month={month} onChange={setMonth} />
      </ScreenHeader>
      <Group>
        <Button leftSection={<IconPlus size={18} />} onClick={dialog.open}>
          Add Expense
        </Button>
      </Group>
      {shown === undefined ? (
        <Loader size="sm" />
      ) : (
        <>
          <Totals expenses={shown} />
          <Stack gap="sm" component="section" aria-label="Logged expenses">
            <Title order={2} fz="lg">
              Logged expenses
            </Title>
            <ExpenseList expenses={shown} />
          </Stack>
        </>
      )}
      <ExpenseDialog opened={adding} onClose={dialog.close} loads={loads} />
    </Stack>
  );
}
