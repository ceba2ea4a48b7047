/**
 * docs/product.md §9's earnings calculator: what a $3,000 load of 1,500 mi and a $5,000 load of 2,500 mi pay
 * under the rule in force, computed exactly as a load is (pay.ts), each with its working.
 */
import {
  earningsExamples,
  groupThousands,
  percentFor,
  scaledToDecimal,
  tierInForce,
  type CalculatorExample,
  type PaySettings,
} from '@haulbook/sync-protocol';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { centsToDollars } from './payFormat';

function exampleLabel(example: CalculatorExample, pay: PaySettings) {
  if (example.kind === 'loadAmount')
    return `${centsToDollars(example.grossCents)} load at ${scaledToDecimal(percentFor(pay, example.miles), 3)}%`;
  const tier = tierInForce(pay.tiers ?? [], example.miles);
  const rate = tier ? ` at $${scaledToDecimal(tier.rateMilli, 3)}/mile` : '';
  return `${groupThousands(example.miles)} miles${rate}`;
}

export function EarningsCalculator({ pay }: { pay: PaySettings }) {
  const examples = earningsExamples(pay);
  return (
    <section aria-labelledby="earnings-calculator">
      <Title order={3} fz="md" id="earnings-calculator" mb="xs">
        Earnings Calculator
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {examples.map((example) => {
          const label = exampleLabel(example, pay);
          return (
            <Paper key={label} withBorder p="sm" radius="md">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={800} fz="xl" c="var(--haulbook-strong)">
                {centsToDollars(example.earningsCents)}
              </Text>
              <Text size="xs" c="dimmed">
                {example.lines.map((line) => line.label).join(' + ')}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={6}>
        Examples: a $3,000 load of 1,500 mi and a $5,000 load of 2,500 mi.
      </Text>
    </section>
  );
}
