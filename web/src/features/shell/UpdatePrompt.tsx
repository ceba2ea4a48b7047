/**
 * Registers the service worker and, when a new version is waiting, shows the notice. The notice
 * reads the outbox (the sync engine), so it is its own chunk, downloaded only then.
 */
import { Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazyPage } from '../../ui/lazyPage';

const UpdateNotice = lazyPage(() => import('./UpdateNotice'), 'UpdateNotice');

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice
        onClose={() => setNeedRefresh(false)}
        onReload={() => void updateServiceWorker(true)}
      />
    </Suspense>
  );
}
