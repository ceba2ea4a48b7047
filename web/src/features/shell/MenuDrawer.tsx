/**
 * The phone's menu: a drawer from the left with the same NavMenu the sidebar shows. Loaded on the
 * first tap of the burger (AppLayout): a drawer brings Mantine's focus trap, scroll lock and scroll
 * area, about 25 KB compressed that a signed-in screen need not wait for. Its body fills the height
 * under its header, so the menu scrolls inside it and shows its "More below" cue (NavMenu).
 */
import { Drawer } from '@mantine/core';
import { Logo } from '../../ui/Logo';
import { useOpenedAfterMount } from '../../ui/useWantedOnce';
import { NavMenu } from './NavMenu';

const fillsHeight = {
  content: { display: 'flex', flexDirection: 'column' },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
} as const;

interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
}

export default function MenuDrawer({ opened, onClose, onLogout }: MenuDrawerProps) {
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      size={280}
      padding="sm"
      title={<Logo size={26} />}
      styles={fillsHeight}
    >
      <NavMenu onNavigate={onClose} onLogout={onLogout} />
    </Drawer>
  );
}
