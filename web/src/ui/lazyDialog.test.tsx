import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aheadAfterMs, lazyDialog } from './lazyDialog';

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

afterEach(() => vi.useRealTimers());

describe('lazyDialog', () => {
  it("fetches the code ahead at the driver's first touch, once, and opens the dialog from it", async () => {
    const load = vi.fn(async () => FakeDialog);
    const Dialog = lazyDialog(load);
    const { rerender } = render(screenWith(Dialog, false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing while the screen draws its first cards, untouched.
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Load Management' }));
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

  it('fetches the code ahead once the screen has been up a while untouched', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => FakeDialog);
    render(screenWith(lazyDialog(load), false));
    await act(() => vi.advanceTimersByTimeAsync(aheadAfterMs - 1));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(aheadAfterMs + 1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again on opening when the fetch ahead failed (no signal then)', async () => {
    const load = vi
      .fn<() => Promise<typeof FakeDialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(FakeDialog);
    const Dialog = lazyDialog(load);
    const { rerender } = render(screenWith(Dialog, false));
    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    rerender(screenWith(Dialog, true));
    expect(await screen.findByRole('dialog', { name: 'Add New Load' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with ahead off, fetches only when reached for or opened', async () => {
    const load = vi.fn(async () => FakeDialog);
    const Dialog = lazyDialog(load, { ahead: false });
    const { rerender } = render(screenWith(Dialog, false));
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Load Management' }));
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
