/**
 * A long list shown a window at a time: the first `step` cards, and a Show more button under them
 * that adds `step` more. A screen then reads only the rows it shows, however many the device
 * holds. After Show more, focus moves into the first card it added (its first control, which names
 * the card: a load's title, a fill-up's actions), so a keyboard or screen reader user carries on
 * where the list grew rather than at its foot.
 */
import { Button, Center } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface ListWindow {
  /** How many cards the list shows now. */
  size: number;
  /** Shows `step` more. */
  showMore: () => void;
  /** Back to the first `step` (a new filter or search starts at the top). */
  reset: () => void;
  /** The element holding the cards (each an <article>). */
  listRef: RefObject<HTMLDivElement | null>;
}

export function useListWindow(step: number): ListWindow {
  const [size, setSize] = useState(step);
  const listRef = useRef<HTMLDivElement | null>(null);
  const focusFrom = useRef<number | null>(null);

  // The added cards come with a later render, once their rows are read: focus then.
  useEffect(() => {
    if (focusFrom.current === null) return;
    const first = listRef.current?.querySelectorAll('article')[focusFrom.current];
    if (!(first instanceof HTMLElement)) return;
    focusFrom.current = null;
    const control = first.querySelector<HTMLElement>('button, a[href], input, [tabindex="0"]');
    if (control) return control.focus();
    first.tabIndex = -1;
    first.focus();
  });

  const showMore = useCallback(() => {
    focusFrom.current = size;
    setSize(size + step);
  }, [size, step]);
  const reset = useCallback(() => {
    focusFrom.current = null;
    setSize(step);
  }, [step]);
  return { size, showMore, reset, listRef };
}

export function ShowMore({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Center>
      <Button variant="default" size="md" onClick={onClick}>
        {label}
      </Button>
    </Center>
  );
}
