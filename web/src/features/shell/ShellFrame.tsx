/**
 * The frame of the signed-in shell: the navy header with the menu button and the logo, the sidebar
 * from the `sm` breakpoint up, and the screen. AppLayout fills it with the live menu and status;
 * the page drawn at build time for a signed-in driver (prerender/pages.tsx) draws the same frame,
 * so the live one takes its place without anything moving.
 */
import { AppShell, Burger, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../../ui/Logo';

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
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header bg="navy.9" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={onMenu}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            />
            <Logo light size={28} wordmarkFrom="xs" />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {status}
          </Group>
        </Group>
      </AppShell.Header>

      {/* Below sm the drawer is the menu: the collapsed sidebar would keep invisible tab stops. */}
      <AppShell.Navbar p="sm" visibleFrom="sm">
        {sidebar}
      </AppShell.Navbar>

      <AppShell.Main bg="var(--haulbook-surface)">{children}</AppShell.Main>
    </AppShell>
  );
}
