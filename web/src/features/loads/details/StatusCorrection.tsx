/**
 * The load's details offer to move its status one step back (Delivered to Active, Active to
 * Pending), after the driver confirms: a correction, recorded and synced (status-correction.ts).
 */
import { correctionOf, loadStatusLabels, type Load } from '@haulbook/sync-protocol';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import { useInlineQuestion } from '../../../ui/useInlineQuestion';
import { loadCommands } from '../loadCommands';

const consequence = {
  picked_up: 'It stops counting as delivered, and its earnings leave the dashboard.',
  pending: 'It is no longer picked up, and fuel tracking stops for it.',
} as const;

interface QuestionProps {
  questionRef: RefObject<HTMLDivElement | null>;
  text: string;
  children: ReactNode;
}

/**
 * The question, brought into view (it opens at the foot of a long dialog on a phone); it takes
 * focus, and a screen reader then reads its text.
 */
function Question({ questionRef, text, children }: QuestionProps) {
  const textId = useId();
  useEffect(() => questionRef.current?.scrollIntoView?.({ block: 'nearest' }), [questionRef]);
  return (
    <Paper
      ref={questionRef}
      withBorder
      p="sm"
      radius="md"
      w="100%"
      role="group"
      aria-label="Move back"
      aria-describedby={textId}
      tabIndex={-1}
    >
      <Text id={textId} size="sm">
        {text}
      </Text>
      {children}
    </Paper>
  );
}

export function StatusCorrection({ load }: { load: Load }) {
  const { asking, ask, close, question, opener } = useInlineQuestion();
  const to = correctionOf(load.status);
  if (!to) return null;
  const label = loadStatusLabels[to];
  if (!asking)
    return (
      <Button
        ref={opener}
        variant="subtle"
        color="gray"
        leftSection={<IconArrowBackUp size={16} />}
        onClick={ask}
      >
        {`Move back to ${label}`}
      </Button>
    );
  const confirm = async () => {
    if (await loadCommands.correct(load, to)) close();
  };
  return (
    <Question
      questionRef={question}
      text={`Move this load back to ${label}? ${consequence[to]} Use this only to correct a mistaken tap.`}
    >
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" onClick={close}>
          {`Keep ${loadStatusLabels[load.status]}`}
        </Button>
        <Button color="orange" onClick={() => void confirm()}>
          Move back
        </Button>
      </Group>
    </Question>
  );
}
