/**
 * The signed-in shell: a fixed sidebar from the `sm` breakpoint up, a burger and a slide-out drawer
 * below it. Logout closes the drawer first so it never lingers over the landing page.
 */
import { AppShell, Burger, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigate } from 'react-router-dom';
import { useAuth } from '../../data/session/useAuth';
import { Logo } from '../../ui/Logo';
import { ConnectionBadge, OfflineBanner } from './ConnectionStatus';
import { NavMenu } from './NavMenu';

export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { logout } = useAuth();
  const navigate = useNavigate();

  const onLogout = () => {
    drawer.close();
    void logout().then(() => navigate('/', { replace: true }));
  };

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
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
            />
            <Logo light size={28} />
          </Group>
          <ConnectionBadge />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        <NavMenu onLogout={onLogout} />
      </AppShell.Navbar>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={280}
        padding="sm"
        title={<Logo size={26} />}
        aria-label="Main menu"
      >
        <NavMenu onNavigate={drawer.close} onLogout={onLogout} />
      </Drawer>

      <AppShell.Main bg="gray.0">
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
