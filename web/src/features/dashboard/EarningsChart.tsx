/**
 * The last 12 pay periods' earnings (bars) and distance in the driver's unit (line), drawn as plain
 * SVG: no chart library to download. Loaded lazily by the dashboard, so it costs the first paint
 * nothing; a table with the same figures is there for screen readers.
 */
import { formatDistance, unitWords, type PayPeriodEarnings } from '@haulbook/sync-protocol';
import { Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDistanceUnit } from '../../data/preferences';
import { formatDollars } from '../../ui/format';

const width = 640;
const height = 220;
const pad = { top: 12, right: 8, bottom: 4, left: 8 };
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const navy = 'var(--mantine-color-navy-6, #1c3d6e)';
const orange = '#e8590c';
const legend = (color: string, radius: number) => ({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: radius,
  background: color,
});
const label = (day: string) => short.format(new Date(`${day}T00:00:00Z`));

function scale(values: number[]) {
  const top = Math.max(...values, 1);
  const inner = height - pad.top - pad.bottom;
  return (v: number) => pad.top + inner - (v / top) * inner;
}

export default function EarningsChart({ periods }: { periods: PayPeriodEarnings[] }) {
  const unit = useDistanceUnit();
  const distance = unitWords[unit].distanceTitle;
  const slot = (width - pad.left - pad.right) / periods.length;
  const y = scale(periods.map((p) => Number(p.earnings)));
  const yMiles = scale(periods.map((p) => p.miles));
  const centre = (i: number) => pad.left + slot * i + slot / 2;
  const line = periods.map((p, i) => `${centre(i)},${yMiles(p.miles)}`).join(' ');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="earnings-chart">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg" id="earnings-chart">
          Last 12 Pay Periods
        </Title>
        <Group gap="md">
          <Group gap={6}>
            <span style={legend(navy, 2)} aria-hidden />
            <Text size="sm">Earnings</Text>
          </Group>
          <Group gap={6}>
            <span style={legend(orange, 6)} aria-hidden />
            <Text size="sm">{distance}</Text>
          </Group>
        </Group>
      </Group>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-hidden>
        {periods.map((p, i) => (
          <g key={p.start}>
            <rect
              x={centre(i) - slot * 0.3}
              width={slot * 0.6}
              y={y(Number(p.earnings))}
              height={height - pad.bottom - y(Number(p.earnings))}
              rx={3}
              fill={navy}
            >
              <title>{`${label(p.start)}: ${formatDollars(p.earnings)}, ${formatDistance(p.miles, unit)}`}</title>
            </rect>
          </g>
        ))}
        <polyline points={line} fill="none" stroke={orange} strokeWidth={2.5} />
        {periods.map((p, i) => (
          <circle key={p.start} cx={centre(i)} cy={yMiles(p.miles)} r={3.5} fill={orange} />
        ))}
      </svg>
      {/* Dates as text under the bars, so they stay readable however narrow the chart is drawn. */}
      <Group gap={0} wrap="nowrap" px={`${(pad.left / width) * 100}%`} aria-hidden>
        {periods.map((p, i) => (
          <Text key={p.start} size="xs" c="dimmed" ta="center" style={{ flex: 1, minWidth: 0 }}>
            {(periods.length - 1 - i) % 3 === 0 ? label(p.start) : ''}
          </Text>
        ))}
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{`Earnings and ${distance.toLowerCase()} by pay period`}</caption>
          <thead>
            <tr>
              <th>Pay period starting</th>
              <th>Earnings</th>
              <th>{distance}</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.start}>
                <td>{label(p.start)}</td>
                <td>{formatDollars(p.earnings)}</td>
                <td>{formatDistance(p.miles, unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Card>
  );
}
