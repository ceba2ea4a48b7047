/**
 * The frame of the signed-in shell: the navy header with the menu button and the logo, the sidebar
 * from the `sm` breakpoint up, and the screen. AppLayout fills it with the live menu and status;
 * the page drawn at build time for a signed-in driver (prerender/pages.tsx) draws the same frame,
 * so the live one takes its place without anything moving. A tap on the drawn menu button is kept
 * until the app is up (ui/earlyMenuTap.ts), the button meanwhile pulsing as it waits.
 */
import { Burger, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { appHeaderAttribute } from '../../ui/appHeader';
import { menuButtonAttribute } from '../../ui/earlyMenuTap';
import { Logo } from '../../ui/Logo';
import classes from './ShellFrame.module.css';

/**
 * The class by which the scroll lock of an open dialog keeps a fixed header from moving under the
 * scrollbar it hides (react-remove-scroll-bar's zeroRight class, as Mantine's AppShell gave it).
 */
const keptClearOfScrollbar = 'right-scroll-bar-position';

interface ShellFrameProps {
  menuOpened: boolean;
  onMenu?: () => void;
  /** On the header's right: the sync and connection badges. */
  status?: ReactNode;
  /** The sidebar's content (from `sm` up). */
  sidebar?: ReactNode;
  children: ReactNode;
}

export function ShellFrame({ menuOpened, onMenu, status, sidebar, children }: ShellFrameProps) {
  return (
    <div className={classes.root}>
      <header
        className={`${classes.header} ${keptClearOfScrollbar}`}
        {...{ [appHeaderAttribute]: '' }}
      >
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={onMenu}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={menuOpened ? 'Close menu' : 'Open menu'}
              className={classes.menuButton}
              {...{ [menuButtonAttribute]: '' }}
            />
            <Logo light size={28} wordmarkFrom="xs" />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {status}
          </Group>
        </Group>
      </header>

      {/* Below sm the drawer is the menu: a hidden sidebar would keep invisible tab stops. */}
      <nav className={classes.navbar}>{sidebar}</nav>

      <main className={classes.main}>{children}</main>
    </div>
  );
}
