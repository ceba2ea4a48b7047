/**
 * Where toasts show (docs/product.md §9: one at a time, top centre, 5 s each). Mantine's <Notifications>, with
 * the transitions and scroll-lock code it brings (about 12 KB compressed), loads with the first
 * toast rather than with the first screen: most visits to the landing page and /auth show none.
 * A toast raised before it arrives waits in Mantine's store and shows as soon as it is up.
 */
import { useNotifications } from '@mantine/notifications';
import { lazy } from 'react';
import { OptionalPart } from './OptionalPart';
import { useWantedOnce } from './useWantedOnce';

const ToastHost = lazy(() => import('./ToastHost'));

export function Toasts() {
  const { notifications, queue } = useNotifications();
  const wanted = useWantedOnce(notifications.length + queue.length > 0);
  return wanted ? (
    <OptionalPart>
      <ToastHost />
    </OptionalPart>
  ) : null;
}
