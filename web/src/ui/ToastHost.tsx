/**
 * Mantine's toast host, loaded by Toasts with the first toast. Toasts show at the top centre, but
 * below an open dialog's header or the app's, never over a close or menu button (clearOfDialog.ts).
 */
import { Notifications, useNotifications } from '@mantine/notifications';
import type { CSSProperties } from 'react';
import { useToastTop } from './clearOfDialog';
import classes from './ToastHost.module.css';

export default function ToastHost() {
  const top = useToastTop(useNotifications().notifications.length > 0);
  return (
    <Notifications
      limit={1}
      autoClose={5000}
      position="top-center"
      classNames={{ root: classes.root }}
      style={
        top === undefined ? undefined : ({ '--haulbook-toast-top': `${top}px` } as CSSProperties)
      }
    />
  );
}
