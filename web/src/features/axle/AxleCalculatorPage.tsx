/**
 * /axle-calculator (docs/product.md §2): three scale readings in, a verdict per axle group out. Everything is
 * worked out on the device, so it answers at a scale with no signal.
 */
import type { AxleCheck } from '@haulbook/sync-protocol';
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { AxleForm } from './AxleForm';
import { AxleResults } from './AxleResults';
import classes from './axle.module.css';

export function AxleCalculatorPage() {
  const [check, setCheck] = useState<AxleCheck | null>(null);
  const results = useRef<HTMLDivElement>(null);

  const showCheck = (next: AxleCheck) => {
    setCheck(next);
    // On a phone the results sit below the form, out of sight; beside it they are already in view.
    requestAnimationFrame(() => {
      const card = results.current;
      if (card && card.getBoundingClientRect().top > window.innerHeight / 2)
        card.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  };
  const clearCheck = useCallback(() => setCheck(null), []);

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Axle Weight Calculator
        </Title>
        <Text c="dimmed" mt={4} maw={680}>
          Weigh the steer axle alone, then the tractor with its steer and drive axles on the scale,
          then the whole rig. Enter the three readings to check each axle group and your gross
          against the federal limits.
        </Text>
      </div>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <AxleForm onCalculate={showCheck} onEdit={clearCheck} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} ref={results} className={classes.results}>
          <AxleResults check={check} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
