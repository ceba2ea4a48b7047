/**
 * SPEC §9's earnings calculator: what a $3,000 and a $5,000 load pay at the percentage in force,
 * or what 1,500 and 2,500 miles pay per mile, computed exactly as a load is estimated (pay.ts).
 */
import { earningsExamples, scaledToDecimal, type PaySettings } from '@haulbook/sync-protocol';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { centsToDollars } from './payFormat';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function EarningsCalculator({ pay }: { pay: PaySettings }) {
  const examples = earningsExamples(pay);
  return (
    <section aria-labelledby="earnings-calculator">
      <Title order={3} fz="md" id="earnings-calculator" mb="xs">
        Earnings Calculator
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {examples.map((example) => {
          const label =
            example.kind === 'loadAmount'
              ? `${centsToDollars(example.loadAmountCents)} load at ${scaledToDecimal(example.rateMilli, 3)}%`
              : `${whole.format(example.miles)} miles${example.rateMilli === null ? '' : ` at $${scaledToDecimal(example.rateMilli, 3)}/mile`}`;
          return (
            <Paper key={label} withBorder p="sm" radius="md">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={800} fz="xl" c="var(--haulbook-strong)">
                {centsToDollars(example.earningsCents)}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
