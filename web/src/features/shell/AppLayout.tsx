/**
 * The signed-in shell: a fixed sidebar from the `sm` breakpoint up, a burger and a slide-out drawer
 * below it. Logout closes the drawer first so it never lingers over the landing page. The sync
 * engine runs while this shell is mounted, i.e. while a driver is signed in.
 */
import '../../styles/mantine-forms.css';
import '../../styles/mantine-app.css';
import { useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { db } from '../../data/db';
import { isIosSafari } from '../../data/installPrompt';
import { deviceCleared } from '../../data/session/deviceCleared';
import { keptRefusals } from '../../data/sync/outbox';
import { useSyncStatus, useSyncWhileSignedIn } from '../../data/sync/useSync';
import { useAuth } from '../../data/session/useAuth';
import { openOnEarlyMenuTap } from '../../ui/earlyMenuTap';
import { ScreenLoader } from '../../ui/FullPageLoader';
import { lazyPage } from '../../ui/lazyPage';
import { OptionalPart } from '../../ui/OptionalPart';
import { ReplacesPrerendered } from '../../ui/ReplacesPrerendered';
import { ScreenErrorBoundary } from '../../ui/ScreenErrorBoundary';
import { useWantedOnce } from '../../ui/useWantedOnce';
import { ConnectionBadge, OfflineBanner } from './sync/ConnectionStatus';
import { EntriesKept } from './sync/EntriesKept';
import { ShellFrame } from './ShellFrame';
import { StuckChanges } from './sync/StuckChanges';
import { SyncBadge } from './sync/SyncStatus';

// Each loaded the first time it opens: most visits never open either.
const MenuDrawer = lazy(() => import('./MenuDrawer'));
const SignOutConfirm = lazy(() => import('./SignOutConfirm'));
// Each only where it applies: Safari on iOS outside the installed app, a device the browser cleared.
const KeepOnIphone = lazy(() => import('../install/KeepOnIphone'));
const BringingBack = lazy(() => import('./sync/BringingBack'));
// The sidebar's menu, on a wide screen only: a phone's start does without its code (the drawer
// brings it on the first tap of the burger).
const NavMenu = lazyPage(() => import('./NavMenu'), 'NavMenu');

/** Holds the screen back until the sidebar's menu can be drawn: the menu never arrives after it. */
const MenuArrived = lazy(async () => {
  await NavMenu.loaded();
  return { default: () => null };
});

export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  // What the tap counted, until the drawn count has caught up; and the refused uploads kept here.
  const [waitingAtTap, setWaitingAtTap] = useState(0);
  const [keptAtTap, setKeptAtTap] = useState(0);
  const menuWanted = useWantedOnce(drawerOpened);
  const confirmWanted = useWantedOnce(confirming);
  const { logout, refresh } = useAuth();
  const { pending } = useSyncStatus();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // On a phone the sidebar is hidden: neither built nor downloaded, as its menu (links, icons,
  // switches) costs a phone's start-up time.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  // Wide from the start, the screen waits for the menu; widened later, the menu comes on its own
  // rather than put the screen back to its loader.
  const [screenWaitsForMenu] = useState(wide);
  const cleared = useSyncExternalStore(deviceCleared.subscribe, deviceCleared.is);
  const onSessionChanged = useCallback(() => void refresh(), [refresh]);
  useSyncWhileSignedIn(onSessionChanged);
  // A tap on the drawn page's menu button, before this shell was up, opens the menu now.
  useEffect(() => openOnEarlyMenuTap(drawer.open), [drawer.open]);

  const signOut = () => {
    confirm.close();
    drawer.close();
    void logout().then(() => navigate('/', { replace: true }));
  };
  // Signing out clears this device: entries the server has not received yet would be lost, and
  // so would a refused upload kept for Retry. Counted at the tap, not taken from the last drawing:
  // an entry saved a moment ago counts.
  const onLogout = () =>
    void Promise.all([
      db.outbox.count().catch(() => 1),
      keptRefusals(db).then(
        (kept) => kept.length,
        () => 1,
      ),
    ]).then(([waiting, kept]) => {
      if (waiting + kept === 0) return signOut();
      setWaitingAtTap(waiting);
      setKeptAtTap(kept);
      confirm.open();
    });

  return (
    <ShellFrame
      menuOpened={drawerOpened}
      onMenu={drawer.toggle}
      status={
        <>
          <SyncBadge />
          <ConnectionBadge />
        </>
      }
      sidebar={
        wide && (
          <Suspense>
            <NavMenu onLogout={onLogout} />
          </Suspense>
        )
      }
    >
      {menuWanted && (
        <OptionalPart>
          <MenuDrawer opened={drawerOpened} onClose={drawer.close} onLogout={onLogout} />
        </OptionalPart>
      )}
      {confirmWanted && (
        <OptionalPart>
          <SignOutConfirm
            opened={confirming}
            pending={Math.max(pending, waitingAtTap)}
            kept={keptAtTap}
            onStay={confirm.close}
            onSignOut={signOut}
          />
        </OptionalPart>
      )}
      <OfflineBanner />
      {cleared && (
        <OptionalPart>
          <BringingBack />
        </OptionalPart>
      )}
      {isIosSafari() && (
        <OptionalPart>
          <KeepOnIphone />
        </OptionalPart>
      )}
      <StuckChanges />
      <Suspense fallback={<ScreenLoader />}>
        {/* A page drawn at build time gives way when the screen itself is drawn. */}
        <ReplacesPrerendered />
        {screenWaitsForMenu && <MenuArrived />}
        {/* A screen that fails says so inside the shell; the next one chosen draws afresh. */}
        <ScreenErrorBoundary key={pathname} note={<EntriesKept />}>
          <Outlet />
        </ScreenErrorBoundary>
      </Suspense>
    </ShellFrame>
  );
}
