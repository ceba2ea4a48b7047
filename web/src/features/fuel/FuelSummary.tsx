/** The Fuel Tracker figures (docs/product.md §2): the three cards and This Week by Fuel Type. */
import {
  economyLabel,
  formatEconomy,
  formatOdometerIn,
  fuelTypeLabels,
  fuelTypes,
  unitWords,
  type DistanceUnit,
  type FuelStats,
  type FuelType,
} from '@haulbook/sync-protocol';
import { Card, Grid, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatCost, formatVolume, formatVolumeNumber } from '../../ui/fuelFigures';
import { formatFuelDay } from './fuelFormat';
import { useDistanceUnit } from '../../data/preferences';
import { FuelTypeBadge } from './FuelTypeBadge';

interface FigureCardProps {
  title: string;
  value: string;
  unit?: string;
  /** Lines under the figure. */
  details: string[];
  /** Columns of 12 it spans on a phone. */
  span: number;
  /** Still being worked out: a placeholder stands for the figure. */
  busy?: boolean;
}

function FigureCard({ title, value, unit, details, span, busy = false }: FigureCardProps) {
  return (
    <Grid.Col span={{ base: span, sm: 4 }}>
      <Card
        withBorder
        padding="md"
        component="section"
        aria-label={title}
        aria-busy={busy}
        h="100%"
      >
        <Text fw={700} c="dimmed" size="xs" tt="uppercase" lh={1.3}>
          {title}
        </Text>
        {busy ? <FigureSkeleton /> : <Figure value={value} unit={unit} details={details} />}
      </Card>
    </Grid.Col>
  );
}

/** Where a figure will be, its height kept so nothing moves when it comes. */
function FigureSkeleton() {
  return (
    <>
      <Skeleton h={{ base: 29, sm: 34 }} w="60%" mt={6} radius="sm" />
      <Skeleton h={14} w="80%" mt={8} radius="sm" />
    </>
  );
}

function Figure({ value, unit, details }: Pick<FigureCardProps, 'value' | 'unit' | 'details'>) {
  return (
    <>
      <Text fz={{ base: 24, sm: 28 }} fw={800} c="var(--haulbook-strong)" lh={1.2} mt={6}>
        {value}
        {unit && (
          <Text span fz="sm" fw={700} c="dimmed">
            {` ${unit}`}
          </Text>
        )}
      </Text>
      {details.map((line) => (
        <Text key={line} size="sm" c="dimmed" mt={4}>
          {line}
        </Text>
      ))}
    </>
  );
}

/** On a phone the week's total has the full width, the other two share a row. */
function FuelCards({ stats, unit, averagePending }: SummaryProps & { unit: DistanceUnit }) {
  const { lastFillupDate, lastFillupGallons, lastFillupOdometer } = stats;
  const perMile = unit === 'miles';
  return (
    <Grid gap="sm">
      <FigureCard
        title="This Week Total"
        value={formatCost(stats.weeklyFuelCost)}
        details={[formatVolume(stats.weeklyGallons, unit)]}
        span={12}
      />
      <FigureCard
        title={`Average ${economyLabel(unit)}`}
        value={formatEconomy(stats.averageMPG, unit)}
        details={[
          stats.averageMPG === null
            ? 'Needs two diesel fill-ups'
            : perMile
              ? 'Diesel miles per gallon'
              : 'Diesel litres per 100 km',
        ]}
        span={6}
        busy={averagePending}
      />
      <FigureCard
        title="Last Fill-up"
        value={lastFillupGallons === null ? '—' : formatVolumeNumber(lastFillupGallons, unit)}
        unit={lastFillupGallons === null ? undefined : unitWords[unit].volumeShort}
        details={
          lastFillupDate === null
            ? ['No fill-ups yet']
            : [formatFuelDay(lastFillupDate), formatOdometerIn(lastFillupOdometer ?? 0, unit)]
        }
        span={6}
      />
    </Grid>
  );
}

const weekly: Record<FuelType, (stats: FuelStats) => [gallons: string, cost: string]> = {
  diesel: (s) => [s.weeklyDieselGallons, s.weeklyDieselCost],
  def: (s) => [s.weeklyDefGallons, s.weeklyDefCost],
  reefer: (s) => [s.weeklyReeferGallons, s.weeklyReeferCost],
};

function WeekByFuelType({ stats, unit }: { stats: FuelStats; unit: DistanceUnit }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} fz="lg">
        This Week by Fuel Type
      </Title>
      <SimpleGrid cols={3} spacing="sm" mt="sm">
        {fuelTypes.map((type) => {
          const [gallons, cost] = weekly[type](stats);
          return (
            <Stack key={type} gap={4} role="group" aria-label={fuelTypeLabels[type]}>
              <FuelTypeBadge type={type} />
              <Text fw={800} c="var(--haulbook-strong)">
                {formatCost(cost)}
              </Text>
              <Text size="sm" c="dimmed">
                {formatVolume(gallons, unit)}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

interface SummaryProps {
  stats: FuelStats;
  /** The average MPG is still read from a long history (the other figures are there). */
  averagePending?: boolean;
}

export function FuelSummary({ stats, averagePending = false }: SummaryProps) {
  const unit = useDistanceUnit();
  return (
    <>
      <FuelCards stats={stats} unit={unit} averagePending={averagePending} />
      <WeekByFuelType stats={stats} unit={unit} />
    </>
  );
}
