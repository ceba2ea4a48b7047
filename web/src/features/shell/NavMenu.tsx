/**
 * The menu of the signed-in shell: the same list in the wide-screen sidebar and the phone drawer.
 * On a short screen it scrolls as a whole, with a "More below" cue while anything is out of sight.
 */
import { greetingName } from '@haulbook/sync-protocol';
import { Avatar, Box, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { ColorSchemeSwitch } from '../../ui/ColorSchemeSwitch';
import { InstallButton } from '../install/InstallApp';
import { SyncPanel } from './sync/SyncStatus';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../data/session/useAuth';
import { MaintenanceDue } from '../maintenance/MaintenanceDue';
import { useMoreBelow } from '../../ui/useMoreBelow';
import classes from './NavMenu.module.css';
import { navItems } from './navItems';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function DriverCard() {
  const { user } = useAuth();
  const name = greetingName(user);
  return (
    <Group gap="sm" wrap="nowrap" px="xs" py="sm">
      <Avatar color="orange" radius="xl">
        {initials(name)}
      </Avatar>
      <Box miw={0}>
        <Text fw={700} size="sm" truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {user?.email}
        </Text>
      </Box>
    </Group>
  );
}

interface NavMenuProps {
  /** Called after a menu item is chosen: the phone drawer closes. */
  onNavigate?: () => void;
  onLogout: () => void;
}

export function NavMenu({ onNavigate, onLogout }: NavMenuProps) {
  const { pathname } = useLocation();
  // The menu item of the screen shown: a signed-in driver's / is the dashboard (docs/product.md §2).
  const current = pathname === '/' ? '/dashboard' : pathname;
  const [scroller, moreBelow] = useMoreBelow<HTMLDivElement>();
  return (
    <nav aria-label="Main menu" className={classes.menu}>
      <div ref={scroller} className={classes.scroller}>
        <Stack gap={0}>
          <DriverCard />
          <Divider my="xs" />
          <Stack gap={2}>
            {navItems.map(({ label, to, icon: Icon }) => (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={label}
                active={to === current}
                aria-current={to === current ? 'page' : undefined}
                leftSection={<Icon size={20} stroke={1.7} />}
                rightSection={to === '/maintenance' ? <MaintenanceDue /> : undefined}
                onClick={onNavigate}
                variant="light"
                fw={600}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
          <Divider my="xs" />
          <Box px="sm" pb="xs">
            <ColorSchemeSwitch />
          </Box>
          <Box px="sm" pb="xs">
            <InstallButton />
          </Box>
          <SyncPanel />
          <NavLink
            component="button"
            type="button"
            label="Logout"
            c="var(--haulbook-danger-text)"
            fw={600}
            leftSection={<IconLogout size={20} stroke={1.7} />}
            onClick={onLogout}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </Stack>
      </div>
      {moreBelow && (
        // Said for the eye: a screen reader reads the whole list anyway.
        <div className={classes.cue} aria-hidden>
          <IconChevronDown size={14} stroke={2.5} />
          More below
        </div>
      )}
    </nav>
  );
}
