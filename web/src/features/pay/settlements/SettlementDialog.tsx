/**
 * One pay period's settlement: what it paid (and, optionally, for each load and what it deducted),
 * then the check, line by line, with the difference each load explains.
 */
import {
  localDate,
  settlementEditSchema,
  type EarningsLoad,
  type SettlementCheck,
} from '@haulbook/sync-protocol';
import {
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { NumberTextInput } from '../../../ui/NumberTextInput';
import { formatDollars } from '../../../ui/format';
import { saveSettlement } from './settlementCommands';
import { periodLabel } from './periodLabel';
import type { PeriodRow } from './useSettlements';

interface Draft {
  paid: string;
  deductions: { name: string; amount: string }[];
  loadPaid: Record<string, string>;
}

const draftOf = (row: PeriodRow): Draft => ({
  paid: row.settlement?.paid ?? '',
  deductions: row.settlement?.deductions ?? [],
  loadPaid: Object.fromEntries((row.settlement?.loads ?? []).map((l) => [l.loadId, l.paid])),
});

function CheckView({ check }: { check: SettlementCheck }) {
  const line = (label: string, value: string, strong = false) => (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 800 : 500}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 800 : 600}>
        {formatDollars(value)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} aria-label="Settlement check">
      {line('Expected from your loads', check.expectedPay)}
      {line('Settlement paid', check.paid)}
      {line('Difference', check.difference, true)}
      {check.deductions !== '0.00' && line('Deductions', check.deductions)}
      {check.deductions !== '0.00' && line('Net', check.net)}
      <Table mt="xs" striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th ta="right">Expected</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {check.lines.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                {l.label}
                {l.explanation && (
                  <Text size="xs" c="red.8" fw={600}>
                    {l.explanation}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatDollars(l.expected)}</Table.Td>
              <Table.Td ta="right">{l.paid === null ? '—' : formatDollars(l.paid)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {check.unexplained !== '0.00' && (
        <Text size="sm" c="dimmed">
          {formatDollars(check.unexplained)} of the difference is not explained by a load; enter
          what the settlement paid for each load to find it.
        </Text>
      )}
    </Stack>
  );
}

function SettlementForm({
  row,
  loads,
  timeZone,
}: {
  row: PeriodRow;
  loads: EarningsLoad[];
  timeZone: string;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const [error, setError] = useState<string | null>(null);
  const inPeriod = loads.filter((l) => {
    const day = localDate(l.closedAt, timeZone);
    return !l.cancelled && day >= row.range.start && day < row.range.end;
  });

  async function save() {
    const parsed = settlementEditSchema.safeParse({
      periodStart: row.range.start,
      paid: draft.paid,
      deductions: draft.deductions.filter((d) => d.name.trim() || d.amount.trim()),
      loads: Object.entries(draft.loadPaid)
        .filter(([, paid]) => paid.trim() !== '')
        .map(([loadId, paid]) => ({ loadId, paid })),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the amounts');
      return;
    }
    setError(null);
    await saveSettlement(row.settlement?.id ?? null, parsed.data);
  }

  return (
    <Stack gap="sm">
      <NumberTextInput
        label="Settlement paid (gross)"
        decimal
        leftSection={<Text size="sm">$</Text>}
        value={draft.paid}
        error={error}
        onChange={(e) => {
          const paid = e.currentTarget.value;
          setDraft((d) => ({ ...d, paid }));
        }}
      />
      {inPeriod.map((load) => (
        <NumberTextInput
          key={load.id}
          label={`Paid for ${load.loadNumber ? `load ${load.loadNumber}` : 'this load'} (optional)`}
          decimal
          leftSection={<Text size="sm">$</Text>}
          value={draft.loadPaid[load.id] ?? ''}
          onChange={(e) => {
            const paid = e.currentTarget.value;
            setDraft((d) => ({ ...d, loadPaid: { ...d.loadPaid, [load.id]: paid } }));
          }}
        />
      ))}
      {draft.deductions.map((deduction, i) => (
        <SimpleGrid key={i} cols={2} spacing="sm">
          <TextInput
            label="Deduction"
            value={deduction.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setDraft((d) => ({
                ...d,
                deductions: d.deductions.map((x, j) => (j === i ? { ...x, name } : x)),
              }));
            }}
          />
          <NumberTextInput
            label="Amount"
            decimal
            leftSection={<Text size="sm">$</Text>}
            value={deduction.amount}
            onChange={(e) => {
              const amount = e.currentTarget.value;
              setDraft((d) => ({
                ...d,
                deductions: d.deductions.map((x, j) => (j === i ? { ...x, amount } : x)),
              }));
            }}
          />
        </SimpleGrid>
      ))}
      <Group justify="space-between">
        <Button
          variant="subtle"
          onClick={() =>
            setDraft((d) => ({ ...d, deductions: [...d.deductions, { name: '', amount: '' }] }))
          }
        >
          Add deduction
        </Button>
        <Button onClick={() => void save()}>Check settlement</Button>
      </Group>
    </Stack>
  );
}

interface SettlementDialogProps {
  row: PeriodRow | null;
  loads: EarningsLoad[];
  timeZone: string;
  onClose: () => void;
}

export function SettlementDialog({ row, loads, timeZone, onClose }: SettlementDialogProps) {
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? `Settlement for ${periodLabel(row.range)}` : 'Settlement'}
      size="lg"
      centered
    >
      {row && (
        <Stack gap="md">
          <SettlementForm
            key={row.settlement?.id ?? row.range.start}
            row={row}
            loads={loads}
            timeZone={timeZone}
          />
          {row.check && (
            <>
              <Divider />
              <CheckView check={row.check} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
