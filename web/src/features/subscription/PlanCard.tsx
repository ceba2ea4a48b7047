/** One plan as docs/product.md §3 describes it: name, price, period, description, trial, features, popular. */
import type { PlanFacts } from '@haulbook/sync-protocol';
import { planFeatures } from '@haulbook/sync-protocol';
import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface PlanCardProps {
  plan: Pick<
    PlanFacts,
    'name' | 'price' | 'period' | 'description' | 'trial' | 'popular' | 'highlight' | 'badge'
  >;
  /** The card's button, if it has one. */
  action?: ReactNode;
  /** Without the features list (the gate shows three cards in little room). */
  compact?: boolean;
  /** The subscriber's plan in force: marked 'Your plan'. */
  current?: boolean;
}

function cardBorder(popular: boolean, current: boolean) {
  if (current) return { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 };
  return popular ? { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 } : undefined;
}

export function PlanCard({ plan, action, compact = false, current = false }: PlanCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow={plan.popular ? 'md' : undefined}
      style={cardBorder(plan.popular, current)}
      component="article"
      aria-label={`${plan.name} plan`}
    >
      <Stack gap="sm" h="100%">
        {/* The badges go under the name where both do not fit (360 px): never cut short. */}
        <Group justify="space-between" align="center" gap={6}>
          <Title order={2} fz="lg">
            {plan.name}
          </Title>
          <Group gap={6}>
            {current && <Badge color="teal.9">Your plan</Badge>}
            {plan.popular && <Badge color="orange">Most Popular</Badge>}
          </Group>
        </Group>
        <div>
          <Text component="span" fz={32} fw={800} lh={1.1}>
            {plan.price}
          </Text>{' '}
          <Text component="span" c="dimmed">
            {plan.period}
          </Text>
        </div>
        {(plan.trial || plan.highlight || plan.badge) && (
          <Group gap={6}>
            {plan.trial && (
              <Badge variant="light" color="teal">
                {plan.trial}
              </Badge>
            )}
            {plan.highlight && (
              <Badge variant="light" color="orange">
                {plan.highlight}
              </Badge>
            )}
            {plan.badge && (
              <Badge variant="light" color="navy">
                {plan.badge}
              </Badge>
            )}
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {plan.description}
        </Text>
        {!compact && (
          <List
            spacing={4}
            size="sm"
            icon={
              <ThemeIcon size={18} radius="xl" color="teal" variant="light">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {planFeatures.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        )}
        {action && <Stack mt="auto">{action}</Stack>}
      </Stack>
    </Card>
  );
}
