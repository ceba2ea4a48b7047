/**
 * The mark under each field extraction filled: how sure the reader was, and 'Check this' when it
 * was not sure enough, so the driver reviews the doubtful fields before saving. A mark stays while
 * the field still holds what was read; once the driver changes it, the value is theirs.
 */
import type { LoadFormOutput, LoadFormValues } from '@haulbook/sync-protocol';
import { Text } from '@mantine/core';
import { IconAlertTriangle, IconPhotoCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { FilledField, FormFill } from './formFill';

/** Below this the field says 'Check this' (the bench picks it: most wrong reads fall under it). */
const doubtfulBelow = 0.8;

/** Short, so it fits under a state picker on a phone. */
function FillMark({ confidence }: { confidence: number | undefined }) {
  if (confidence === undefined) {
    return (
      <Text span size="xs" inherit>
        <IconPhotoCheck size={12} aria-hidden /> From photo
      </Text>
    );
  }
  const percent = Math.round(confidence * 100);
  if (confidence < doubtfulBelow) {
    return (
      <Text span size="xs" inherit fw={700}>
        <IconAlertTriangle size={12} color="var(--mantine-color-orange-7)" aria-hidden /> Check this
        ({percent}% sure)
      </Text>
    );
  }
  return (
    <Text span size="xs" inherit>
      <IconPhotoCheck size={12} aria-hidden /> From photo ({percent}% sure)
    </Text>
  );
}

type FormControl = Control<LoadFormValues, unknown, LoadFormOutput>;

/** Watches one field only, so typing elsewhere re-renders nothing here. */
function WatchedMark(props: {
  control: FormControl;
  field: FilledField;
  read: unknown;
  confidence: number | undefined;
  fallback: ReactNode;
}) {
  const value = useWatch({ control: props.control, name: props.field });
  if (String(value ?? '') !== String(props.read)) return props.fallback ?? null;
  return <FillMark confidence={props.confidence} />;
}

/** The description of a field: its mark while it holds the value read, else `fallback`. */
export type FieldMark = (field: FilledField, fallback?: ReactNode) => ReactNode;

export function fillMarks(control: FormControl, fill: FormFill | null): FieldMark {
  return (field, fallback) => {
    const read = fill?.values[field];
    if (read === undefined) return fallback;
    return (
      <WatchedMark
        control={control}
        field={field}
        read={read}
        confidence={fill?.confidence[field]}
        fallback={fallback}
      />
    );
  };
}
