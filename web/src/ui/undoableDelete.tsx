/**
 * Delete with Undo: the record disappears from the screen at once, but the delete is queued only
 * after a few seconds without Undo, so a mistaken tap costs nothing and never reaches the server.
 * While waiting it is hidden, not deleted: a tab closed in those seconds keeps the record.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

export const undoSeconds = 5;

const waiting = new Map<string, ReturnType<typeof setTimeout>>();
let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function setHidden(next: Set<string>) {
  hidden = next;
  for (const listener of listeners) listener();
}

function show(id: string) {
  const next = new Set(hidden);
  next.delete(id);
  setHidden(next);
}

function undo(id: string) {
  clearTimeout(waiting.get(id));
  waiting.delete(id);
  show(id);
  notifications.hide(`undo-${id}`);
}

interface UndoableDelete {
  id: string;
  /** "Fill-up deleted". */
  message: string;
  /** Queues the real delete once the Undo time has passed; false when it could not. */
  commit: () => Promise<boolean>;
}

export function deleteWithUndo({ id, message, commit }: UndoableDelete): void {
  if (waiting.has(id)) return;
  setHidden(new Set(hidden).add(id));
  waiting.set(
    id,
    setTimeout(() => {
      waiting.delete(id);
      // Deleted, it stays hidden (the list may still hold it for a moment); refused, it is back.
      commit().then(
        (done) => done === false && show(id),
        () => show(id),
      );
    }, undoSeconds * 1000),
  );
  // One toast shows at a time (docs/product.md §9): an older one must not hold Undo back until it is too late.
  notifications.clean();
  notifications.show({
    id: `undo-${id}`,
    autoClose: undoSeconds * 1000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" onClick={() => undo(id)}>
          Undo
        </Button>
      </Group>
    ),
  });
}

/** The ids deleted on screen whose Undo time has not run out yet. */
export function useHiddenIds(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hidden,
  );
}
