/**
 * /per-diem: the year's days away from home, from the loads (pickup to delivery, and the days
 * between loads on the same trip), corrected with one tap a day on the calendar, with the year's
 * total at the daily rate in Profile. Read from the device, so it works offline; exportable.
 */
import { perDiemStatusLabels, type PerDiemStatus } from '@haulbook/sync-protocol';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { db } from '../../data/db';
import { devicePerDiem } from '../../data/perDiemYear';
import { perDiemWrites } from '../../data/perDiem';
import { requestSync } from '../../data/sync';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useDriverTimeZone } from '../ifta/useIfta';
import { FigureTile } from '../../ui/FigureTile';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { downloadFile } from '../documents/shareFile';
import { formatFuelDay, today } from '../fuel/fuelFormat';
import { attempt } from '../attempt';
import { DayCalendar, nextStatus } from './DayCalendar';
import { perDiemCsv } from './perDiemCsv';

const perDiem = perDiemWrites(db, requestSync);

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function PerDiemPage() {
  const [year, setYear] = useState(() => Number(today().slice(0, 4)));
  const [month, setMonth] = useState(() => `${today().slice(0, 7)}-01`);
  const timeZone = useDriverTimeZone();
  const data = useLiveQuery(
    async () => (timeZone ? devicePerDiem(db, year, timeZone) : undefined),
    [year, timeZone],
  );
  const corrections = useLiveQuery(() => db.perDiemDays.toArray(), []);
  const corrected = new Map((corrections ?? []).map((c) => [c.date, c.status]));
  const away = new Map((data?.year.days ?? []).map((d) => [d.date, d.status]));
  const statusOf = (day: string): PerDiemStatus =>
    corrected.get(day) ?? away.get(day) ?? data?.fromLoads.get(day) ?? 'home';

  const tap = (day: string) => {
    const next = nextStatus(statusOf(day));
    const fromLoads = data?.fromLoads.get(day) ?? 'home';
    void attempt(() => (next === fromLoads ? perDiem.clearDay(day) : perDiem.setDay(day, next)), {
      failureTitle: 'Failed to correct the day',
    });
  };
  const showMonth = (first: string) => {
    setMonth(first);
    setYear(Number(first.slice(0, 4)));
  };

  return (
    <Stack gap="lg" maw={1100}>
      <ScreenHeader
        title="Per Diem"
        description="Days away from home, for the meals and incidentals deduction."
      >
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous year"
            onClick={() => showMonth(`${year - 1}-12-01`)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text fw={700}>{year}</Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next year"
            onClick={() => showMonth(`${year + 1}-01-01`)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </ScreenHeader>
      {data === undefined ? (
        <Loader size="sm" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <FigureTile label="Full days" value={String(data.year.fullDays)} />
            <FigureTile label="Partial days" value={String(data.year.partialDays)} />
            <FigureTile label="Daily rate" value={money.format(data.year.rate)} />
            <FigureTile label={`Total ${year}`} value={money.format(data.year.total)} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Partial days (leaving and coming home) count at 75 %. The daily rate is set in{' '}
            <Anchor component={Link} to="/profile" size="sm" underline="always">
              Profile
            </Anchor>
            : check the IRS rate each year.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="xs" component="section" aria-label="Calendar">
              <Title order={2} fz="lg">
                Tap a day to correct it
              </Title>
              <DayCalendar
                month={month}
                onMonth={showMonth}
                statusOf={statusOf}
                corrected={(day) => corrected.has(day)}
                onTap={tap}
              />
            </Stack>
            <Stack gap="xs" component="section" aria-label="Days away">
              <Group justify="space-between">
                <Title order={2} fz="lg">
                  Days away in {year}
                </Title>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconFileTypeCsv size={16} />}
                  onClick={() =>
                    downloadFile(
                      new File([perDiemCsv(data.year)], `haulbook-per-diem-${year}.csv`, {
                        type: 'text/csv',
                      }),
                    )
                  }
                >
                  Download CSV
                </Button>
              </Group>
              {data.year.days.length === 0 ? (
                <Text c="dimmed">No days away yet this year.</Text>
              ) : (
                <Stack gap={2} mah={420} style={{ overflowY: 'auto' }}>
                  {data.year.days.map((d) => (
                    <Group key={d.date} justify="space-between">
                      <Text size="sm">{formatFuelDay(d.date)}</Text>
                      <Text size="sm" c="dimmed">
                        {perDiemStatusLabels[d.status]}
                        {d.corrected ? ' (corrected)' : ''}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
