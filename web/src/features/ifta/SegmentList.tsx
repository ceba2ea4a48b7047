/** The quarter's miles by state as recorded, newest first, each removable with Undo. */
import {
  formatOdometerIn,
  type DistanceUnit,
  type JurisdictionSegment,
  type SegmentIssue,
} from '@haulbook/sync-protocol';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useDistanceUnit } from '../../data/preferences';
import { deleteWithUndo, useHiddenIds } from '../../ui/undoableDelete';
import { formatFuelDay } from '../fuel/fuelFormat';
import { iftaCommands } from './iftaCommands';

const whole = new Intl.NumberFormat('en-US');

/**
 * A stretch as recorded: typed miles (the return's unit) as typed; odometer readings as the dash
 * shows them, in the driver's unit.
 */
function stretch(s: JurisdictionSegment, unit: DistanceUnit): string {
  if (s.miles !== null) return `${whole.format(s.miles)} mi`;
  const reading = (miles: number) => formatOdometerIn(miles, unit);
  const start = reading(s.odometerStart ?? 0);
  return s.odometerEnd === null
    ? `from ${start} (open)`
    : `${start} – ${reading(s.odometerEnd)} (${reading(s.odometerEnd - s.odometerStart!)})`;
}

/** "Gap of 400 mi after 100,500 mi": what the odometer says is missing or counted twice. */
export function issueText(issue: SegmentIssue, unit: DistanceUnit): string {
  const at = formatOdometerIn(issue.odometer, unit);
  if (issue.kind === 'open')
    return `The stretch from ${at} is still open: record the next state line`;
  if (issue.kind === 'pastQuarter')
    return `The stretch from ${at} ran into the next quarter: all its ${formatOdometerIn(issue.miles ?? 0, unit)} count in this one. Record a state line for the same state at the quarter's last reading to split it`;
  const distance = formatOdometerIn(issue.miles ?? 0, unit);
  return issue.kind === 'gap'
    ? `Gap of ${distance} after ${at}: no state recorded for them`
    : `Overlap of ${distance} at ${at}: counted in two states`;
}

export function SegmentList({ segments }: { segments: JurisdictionSegment[] }) {
  const hidden = useHiddenIds();
  const unit = useDistanceUnit();
  const shown = segments.filter((s) => !hidden.has(s.id)).reverse();
  if (shown.length === 0) return <Text c="dimmed">No miles recorded this quarter.</Text>;
  return (
    <Stack gap={6}>
      {shown.map((s) => (
        <Paper key={s.id} withBorder px="sm" py={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Text fw={700} span>
                {s.jurisdiction}
              </Text>{' '}
              <Text span>{stretch(s, unit)}</Text>
              <Text size="xs" c="dimmed">
                {formatFuelDay(s.date)}
                {s.loadId ? ' · with a load' : ''}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Delete ${s.jurisdiction} miles of ${formatFuelDay(s.date)}`}
              onClick={() =>
                deleteWithUndo({
                  id: s.id,
                  message: `${s.jurisdiction} miles deleted`,
                  commit: () => iftaCommands.deleteSegment(s.id),
                })
              }
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
