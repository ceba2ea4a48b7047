/**
 * The settlement check (docs/pay.md): for each recent pay period, what the pay settings say it
 * earned, what the carrier's settlement paid, and the difference, opened line by line.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDollars } from '../../../ui/format';
import { centsToDollars } from '../payFormat';
import type { PaySettingsState } from '../usePaySettings';
import { periodLabel } from './periodLabel';
import { SettlementDialog } from './SettlementDialog';
import { useSettlements, type PeriodRow } from './useSettlements';

function Difference({ row }: { row: PeriodRow }) {
  if (!row.check) return null;
  const short = row.check.difference.startsWith('-');
  const even = row.check.difference === '0.00';
  return (
    <Badge color={even ? 'teal' : short ? 'red' : 'blue'} variant="light">
      {even
        ? 'Paid as expected'
        : `${short ? 'Short' : 'Over'} ${formatDollars(row.check.difference.replace('-', ''))}`}
    </Badge>
  );
}

export function SettlementsCard({ settings }: { settings: PaySettingsState }) {
  const data = useSettlements(settings);
  const [open, setOpen] = useState<PeriodRow | null>(null);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="settlements">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="settlements">
            Settlement Check
          </Title>
          <Text size="sm" c="dimmed">
            Enter what a settlement paid and see it against what your loads should have paid.
          </Text>
        </div>
        {data?.rows.map((row) => (
          <Group key={row.range.start} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>
                {periodLabel(row.range)}
                {row.current ? ' (this pay period)' : ''}
              </Text>
              <Text size="sm" c="dimmed">
                Expected {centsToDollars(row.expectedCents)}
                {row.check ? ` · paid ${formatDollars(row.check.paid)}` : ''}
              </Text>
            </div>
            <Group gap="xs">
              <Difference row={row} />
              <Button variant="light" onClick={() => setOpen(row)}>
                {row.settlement ? 'Open settlement' : 'Check settlement'}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      {data && (
        <SettlementDialog
          row={open ? (data.rows.find((r) => r.range.start === open.range.start) ?? open) : null}
          loads={data.loads}
          timeZone={settings.timeZone}
          onClose={() => setOpen(null)}
        />
      )}
    </Card>
  );
}
