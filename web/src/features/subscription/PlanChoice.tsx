/**
 * A plan card's action. The plan in force cannot be bought again; for another plan, a subscriber
 * is told what changes (planChangeNotice) and goes on to pay only when they confirm.
 */
import { planById, planChangeNotice, type Plan, type PlanFacts } from '@haulbook/sync-protocol';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';

interface PlanChoiceProps {
  plan: Plan;
  /** The subscriber's plan in force, if any. */
  current: PlanFacts | undefined;
  starting: boolean;
  busy: boolean;
  onChoose: () => void;
}

export function PlanChoice({ plan, current, starting, busy, onChoose }: PlanChoiceProps) {
  const [asking, setAsking] = useState(false);
  const chosen = planById(plan.id);
  if (current && current.id === plan.id)
    return (
      <Button size="md" variant="default" disabled>
        Your current plan
      </Button>
    );
  const notice = current && chosen ? planChangeNotice(current, chosen) : undefined;
  if (asking && notice)
    return (
      <Stack gap="xs">
        <Alert color="orange" variant="light" title="What changes" p="sm">
          <Text size="sm">{notice}</Text>
        </Alert>
        <Button loading={starting} disabled={busy} onClick={onChoose}>
          Continue to payment
        </Button>
        <Button variant="default" onClick={() => setAsking(false)}>
          Keep my plan
        </Button>
      </Stack>
    );
  return (
    <Button
      size="md"
      variant={plan.popular ? 'filled' : 'light'}
      loading={starting}
      disabled={busy}
      onClick={notice ? () => setAsking(true) : onChoose}
    >
      Choose {plan.name}
    </Button>
  );
}
