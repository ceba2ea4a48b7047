/** The Fuel Tracker figures (SPEC §2): the three cards and This Week by Fuel Type. */
import {
  economyLabel,
  formatEconomy,
  formatOdometerIn,
  fuelTypeLabels,
  fuelTypes,
  type FuelStats,
  type FuelType,
} from '@haulbook/sync-protocol';
import { Card, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatCost, formatFuelDay, formatGallons, formatGallonsNumber } from './fuelFormat';
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
}

function FigureCard({ title, value, unit, details, span }: FigureCardProps) {
  return (
    <Grid.Col span={{ base: span, sm: 4 }}>
      <Card withBorder padding="md" component="section" aria-label={title} h="100%">
        <Text fw={700} c="dimmed" size="xs" tt="uppercase" lh={1.3}>
          {title}
        </Text>
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
      </Card>
    </Grid.Col>
  );
}

/** On a phone the week's total has the full width, the other two share a row. */
function FuelCards({ stats }: { stats: FuelStats }) {
  const { lastFillupDate, lastFillupGallons, lastFillupOdometer } = stats;
  const unit = useDistanceUnit();
  const perMile = unit === 'miles';
  return (
    <Grid gap="sm">
      <FigureCard
        title="This Week Total"
        value={formatCost(stats.weeklyFuelCost)}
        details={[formatGallons(stats.weeklyGallons)]}
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
      />
      <FigureCard
        title="Last Fill-up"
        value={lastFillupGallons === null ? '—' : formatGallonsNumber(lastFillupGallons)}
        unit={lastFillupGallons === null ? undefined : 'gal'}
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

function WeekByFuelType({ stats }: { stats: FuelStats }) {
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
                {formatGallons(gallons)}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

export function FuelSummary({ stats }: { stats: FuelStats }) {
  return (
    <>
      <FuelCards stats={stats} />
      <WeekByFuelType stats={stats} />
    </>
  );
}
