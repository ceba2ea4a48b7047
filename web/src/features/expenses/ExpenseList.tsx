/**
 * The month's expenses, newest first, each removable with Undo (the page leaves out the ones
 * waiting out their Undo, from the totals too).
 */
import { expenseCategoryLabels, type Expense } from '@haulbook/sync-protocol';
import { ActionIcon, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatDollars } from '../../ui/format';
import { deleteWithUndo } from '../../ui/undoableDelete';
import { formatFuelDay } from '../fuel/fuelFormat';
import { expenseCommands } from './expenseCommands';

/** A category a newer release added is shown as it is stored, not dropped. */
const categoryLabel = (category: string) =>
  Object.hasOwn(expenseCategoryLabels, category)
    ? expenseCategoryLabels[category as Expense['category']]
    : category;

export function ExpenseList({ expenses }: { expenses: Expense[] }) {
  if (expenses.length === 0)
    return <Text c="dimmed">No expenses this month. Add tolls, scales, lumpers and the rest.</Text>;
  return (
    <Stack gap="xs">
      {expenses.map((expense) => {
        const what = categoryLabel(expense.category);
        const day = formatFuelDay(expense.date);
        return (
          <Card
            key={expense.id}
            withBorder
            padding="sm"
            component="article"
            aria-label={`${what}, ${day}`}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{what}</Text>
                <Text size="sm" c="dimmed">
                  {[day, expense.jurisdiction].filter(Boolean).join(' · ')}
                </Text>
                {expense.notes && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {expense.notes}
                  </Text>
                )}
                {expense.receiptUrl && (
                  <Anchor href={expense.receiptUrl} target="_blank" rel="noopener" size="sm">
                    Receipt
                  </Anchor>
                )}
              </div>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                <Text fw={800}>{formatDollars(expense.amount)}</Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Delete ${what} of ${day}`}
                  onClick={() =>
                    deleteWithUndo({
                      id: expense.id,
                      message: 'Expense deleted',
                      commit: () => expenseCommands.deleteExpense(expense.id),
                    })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
