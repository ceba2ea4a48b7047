/**
 * A card's actions (Edit, Delete, ...) behind a ⋯ button, out of the way of what a driver reads at
 * a glance. The list is drawn only while open: a closed Mantine menu still mounts a portal, which
 * re-renders at once, in the same task, to fill it, once for every card on screen.
 */
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

interface CardMenuProps {
  /** The button's accessible name, naming the card: "Fill-up actions, Nov 24". */
  label: string;
  /** Menu.Item elements. */
  children: ReactNode;
}

export function CardMenu({ label, children }: CardMenuProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      {opened && <Menu.Dropdown>{children}</Menu.Dropdown>}
    </Menu>
  );
}
