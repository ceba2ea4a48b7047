import { Menu } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CardMenu } from './CardMenu';

function card(onDelete: () => void) {
  return (
    <CardMenu label="Fill-up actions, Nov 24">
      <Menu.Item>Edit</Menu.Item>
      <Menu.Item onClick={onDelete}>Delete</Menu.Item>
    </CardMenu>
  );
}

describe('CardMenu', () => {
  it('opens by keyboard or tap, runs the action chosen and closes', async () => {
    const onDelete = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(card(onDelete));
    expect(screen.queryByRole('menu')).toBeNull();

    const button = screen.getByRole('button', { name: 'Fill-up actions, Nov 24' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
