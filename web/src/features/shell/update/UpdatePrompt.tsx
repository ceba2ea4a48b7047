/**
 * Registers the service worker and, when a new version is waiting, shows the notice. The notice
 * reads the outbox (the sync engine), so it is its own chunk, downloaded only then.
 *
 * Only a page a service worker served can be out of date: one loaded from the network already runs
 * the newest code. Without this, a driver's first visit could say "A new version is available":
 * when the worker a previous page began to install finishes while the next page registers it,
 * workbox-window reports it as an external worker waiting (seen in Firefox, whose notice then
 * covered the Add Load dialog's Save button).
 */
import { Suspense, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazyPage } from '../../../ui/lazyPage';

const UpdateNotice = lazyPage(() => import('./UpdateNotice'), 'UpdateNotice');

const servedByWorker = () =>
  typeof navigator !== 'undefined' && (navigator.serviceWorker?.controller ?? null) !== null;

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const [outOfDateCanBe] = useState(servedByWorker);
  if (!needRefresh || !outOfDateCanBe) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice
        onClose={() => setNeedRefresh(false)}
        onReload={() => void updateServiceWorker(true)}
      />
    </Suspense>
  );
}
