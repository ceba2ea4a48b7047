/**
 * Toasts (docs/product.md §8 and §9): one visible at a time, 5 s each (set on <Notifications> in ToastHost.tsx).
 * Errors are red with a cross, successes teal with a tick. A new toast replaces whatever is shown or
 * queued, so none is ever stale: ten refused sign-ins show the last answer at once, not nine old
 * ones first; the same toast again restarts its time rather than stacking; and a success replaces
 * the error it answers.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** `text`: the message as words, which with the title names the toast (the same one restarts). */
function show(title: string, text: string, kind: 'error' | 'success', message: ReactNode = text) {
  notifications.clean();
  notifications.show({
    id: `${kind}:${title}:${text}`,
    title,
    message,
    color: kind === 'error' ? 'red' : 'teal',
    icon: kind === 'error' ? <IconX size={18} /> : <IconCheck size={18} />,
    closeButtonProps: { 'aria-label': 'Dismiss' },
  });
}

export function notifyError(title: string, message: string): void {
  show(title, message, 'error');
}

export function notifySuccess(title: string, message: string): void {
  show(title, message, 'success');
}

/** A success with one button that acts while it shows (acted on once, then the toast goes). */
function notifySuccessWithAction(
  title: string,
  message: string,
  label: string,
  onAction: () => void,
): void {
  const id = `success:${title}:${message}`;
  let done = false;
  const act = () => {
    // The button stays in the leaving toast for its exit animation: a double tap acts once.
    if (done) return;
    done = true;
    notifications.hide(id);
    onAction();
  };
  show(
    title,
    message,
    'success',
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{message}</Text>
      {/* Never squeezed by a long message: the message wraps instead. */}
      <Button size="compact-sm" variant="light" onClick={act} style={{ flexShrink: 0 }}>
        {label}
      </Button>
    </Group>,
  );
}

/** A success the driver can take back while it shows (a status tap: loadCommands.ts). */
export const notifySuccessWithUndo = (title: string, message: string, onUndo: () => void) =>
  notifySuccessWithAction(title, message, 'Undo', onUndo);

/**
 * A file made ready after the tap that asked for it, for a browser that lets a page share only
 * within a few seconds of a tap (Safari): its Share button is a new tap.
 */
export const notifyReadyToShare = (title: string, message: string, onShare: () => void) =>
  notifySuccessWithAction(title, message, 'Share', onShare);

/** After the step a toast was about succeeded (a sign-in), nothing it said still holds. */
export function clearToasts(): void {
  notifications.clean();
}
