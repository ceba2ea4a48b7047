import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazyDialog';

function FakeDialog({ opened }: { opened: boolean }) {
  return opened ? <div role="dialog" aria-label="Add New Load" /> : null;
}

const screenWith = (
  Dialog: ReturnType<typeof lazyDialog<{ opened: boolean }>>,
  opened: boolean,
) => (
  <main>
    <h1>Load Management</h1>
    <Dialog opened={opened} />
  </main>
);

describe('lazyDialog', () => {
  it('fetches the code ahead, once, and opens the dialog from it', async () => {
    const load = vi.fn(async () => FakeDialog);
    const Dialog = lazyDialog(load);
    const { rerender } = render(screenWith(Dialog, false));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(screenWith(Dialog, true));
    expect(await screen.findByRole('dialog', { name: 'Add New Load' })).toBeTruthy();
    rerender(screenWith(Dialog, false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(screenWith(Dialog, true));
    expect(await screen.findByRole('dialog', { name: 'Add New Load' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again on opening when the fetch ahead failed (no signal then)', async () => {
    const load = vi
      .fn<() => Promise<typeof FakeDialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(FakeDialog);
    const Dialog = lazyDialog(load);
    const { rerender } = render(screenWith(Dialog, false));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    rerender(screenWith(Dialog, true));
    expect(await screen.findByRole('dialog', { name: 'Add New Load' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with whenIdle off, fetches only when reached for or opened', async () => {
    const load = vi.fn(async () => FakeDialog);
    const Dialog = lazyDialog(load, { whenIdle: false });
    const { rerender } = render(screenWith(Dialog, false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();

    Dialog.fetchAhead();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(screenWith(Dialog, true));
    expect(await screen.findByRole('dialog', { name: 'Add New Load' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the dialog out, not the screen, when its code cannot arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    render(screenWith(lazyDialog(load), true));
    await waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Load Management' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.restoreAllMocks();
  });
});
