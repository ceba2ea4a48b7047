import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { notifyError, notifySuccess } from './notify';

const visibleToasts = () => screen.queryAllByRole('alert');

describe('toasts', () => {
  it('show only the newest: ten refusals in a row leave one toast, the last answer', async () => {
    renderWithProviders(<div />);
    act(() => {
      for (let i = 0; i < 10; i++) notifyError('Login failed', 'Invalid email or password');
      notifyError('Login failed', 'Too many attempts. Try again in 15 minutes.');
    });
    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeTruthy();
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    expect(screen.queryByText('Invalid email or password')).toBeNull();
  });

  it('show one raised before the toast host has loaded, which loads only then', async () => {
    renderWithProviders(<div />);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => notifyError('Login failed', 'Invalid email or password'));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
  });

  it('a success replaces the error it answers', async () => {
    renderWithProviders(<div />);
    act(() => notifyError('Save failed', 'No signal'));
    expect(await screen.findByText('No signal')).toBeTruthy();
    act(() => notifySuccess('Saved', 'Fuel entry added successfully'));
    expect(await screen.findByText('Fuel entry added successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('No signal')).toBeNull());
    // One toast left once the error's has finished leaving.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1));
  });
});
