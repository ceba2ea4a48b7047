/**
 * The phone's menu: a drawer from the left with the same NavMenu the sidebar shows. Loaded on the
 * first tap of the burger (AppLayout): a drawer brings Mantine's focus trap, scroll lock and scroll
 * area, about 25 KB compressed that a signed-in screen need not wait for.
 */
import { Drawer } from '@mantine/core';
import { Logo } from '../../ui/Logo';
import { useOpenedAfterMount } from '../../ui/useWantedOnce';
import { NavMenu } from './NavMenu';

interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
}

export default function MenuDrawer({ opened, onClose, onLogout }: MenuDrawerProps) {
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer opened={shown} onClose={onClose} size={280} padding="sm" title={<Logo size={26} />}>
      <NavMenu onNavigate={onClose} onLogout={onLogout} />
    </Drawer>
  );
}
