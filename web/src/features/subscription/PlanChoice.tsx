/**
 * A plan card's action. The plan in force cannot be bought again; for another plan, a subscriber
 * is told what changes (planChangeNotice) and goes on to pay only when they confirm.
 */
import { planById, planChangeNotice, type Plan, type PlanFacts } from '@haulbook/sync-protocol';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useInlineQuestion } from '../../ui/useInlineQuestion';

interface PlanChoiceProps {
  plan: Plan;
  /** The subscriber's plan in force, if any. */
  current: PlanFacts | undefined;
  starting: boolean;
  busy: boolean;
  onChoose: () => void;
}

export function PlanChoice({ plan, current, starting, busy, onChoose }: PlanChoiceProps) {
  const { asking, ask, close, question, opener } = useInlineQuestion();
  const noticeId = useId();
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
      <Stack
        ref={question}
        gap="xs"
        role="group"
        aria-label={`Change to ${plan.name}`}
        aria-describedby={noticeId}
        tabIndex={-1}
      >
        {/* Read out as the group's description when it takes focus, so not a live alert too. */}
        <Alert color="orange" variant="light" title="What changes" p="sm" role="note">
          <Text id={noticeId} size="sm">
            {notice}
          </Text>
        </Alert>
        <Button loading={starting} disabled={busy} onClick={onChoose}>
          Continue to payment
        </Button>
        <Button variant="default" onClick={close}>
          Keep my plan
        </Button>
      </Stack>
    );
  return (
    <Button
      ref={opener}
      size="md"
      variant={plan.popular ? 'filled' : 'light'}
      loading={starting}
      disabled={busy}
      onClick={notice ? ask : onChoose}
    >
      Choose {plan.name}
    </Button>
  );
}
