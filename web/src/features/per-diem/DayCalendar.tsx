/**
 * A month of days away, one tap per day to correct it: a day steps through full, partial and home,
 * and a day the driver taps back to what the loads say loses its correction.
 */
import {
  addDays,
  addMonths,
  dayNumber,
  perDiemStatusLabels,
  type PerDiemStatus,
} from '@haulbook/sync-protocol';
import { ActionIcon, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './perDiem.module.css';

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const cycle: PerDiemStatus[] = ['full', 'partial', 'home'];

/** The status after a tap on a day that reads `now`. */
export const nextStatus = (now: PerDiemStatus): PerDiemStatus =>
  cycle[(cycle.indexOf(now) + 1) % cycle.length]!;

interface Props {
  /** The 1st of the month shown: YYYY-MM-01. */
  month: string;
  onMonth: (month: string) => void;
  /** Each day's status as counted (corrections over the loads); absent is home. */
  statusOf: (day: string) => PerDiemStatus;
  corrected: (day: string) => boolean;
  onTap: (day: string) => void;
}

export function DayCalendar({ month, onMonth, statusOf, corrected, onTap }: Props) {
  const end = addMonths(month, 1);
  const lead = (((dayNumber(month) + 3) % 7) + 7) % 7;
  const days: string[] = [];
  for (let day = month; day < end; day = addDays(day, 1)) days.push(day);
  return (
    <div>
      <Group justify="space-between" mb="xs">
        <ActionIcon
          variant="default"
          aria-label="Previous month"
          onClick={() => onMonth(addMonths(month, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={700}>{monthName.format(dayNumber(month) * 86_400_000)}</Text>
        <ActionIcon
          variant="default"
          aria-label="Next month"
          onClick={() => onMonth(addMonths(month, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
        {weekdays.map((w) => (
          <Text key={w} size="xs" c="dimmed" ta="center" aria-hidden>
            {w}
          </Text>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`lead-${i}`} />
        ))}
        {days.map((day) => {
          const status = statusOf(day);
          return (
            <UnstyledButton
              key={day}
              className={classes.day}
              data-status={status}
              data-corrected={corrected(day) || undefined}
              aria-label={`${day}: ${perDiemStatusLabels[status]}${corrected(day) ? ', corrected' : ''}`}
              onClick={() => onTap(day)}
            >
              {Number(day.slice(8))}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </div>
  );
}
