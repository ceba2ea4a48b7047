import { act, renderHook } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteWithUndo, undoSeconds, useHiddenIds } from './undoableDelete';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The Undo button of the toast shown for `id`, pressed as the driver would. */
function pressUndo(id: string) {
  const toast = vi.mocked(notifications.show).mock.calls.find((c) => c[0].id === `undo-${id}`)!;
  const message = toast[0].message as { props: { children: { props: { onClick: () => void } }[] } };
  message.props.children[1]!.props.onClick();
}

describe('delete with Undo', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockReturnValue('');
    vi.spyOn(notifications, 'clean').mockReturnValue();
    vi.spyOn(notifications, 'hide').mockReturnValue('');
  });

  it('hides the record at once and queues the delete only when Undo was not pressed', async () => {
    const commit = vi.fn().mockResolvedValue(true);
    const { result } = renderHook(() => useHiddenIds());
    act(() => deleteWithUndo({ id: 'fill-1', message: 'Fuel entry deleted', commit }));
    expect(result.current.has('fill-1')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(undoSeconds * 1000 - 1));
    expect(commit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(commit).toHaveBeenCalledOnce();
    expect(result.current.has('fill-1')).toBe(true);
  });

  it('brings the record back and never queues the delete after Undo', async () => {
    const commit = vi.fn().mockResolvedValue(true);
    const { result } = renderHook(() => useHiddenIds());
    act(() => deleteWithUndo({ id: 'fill-2', message: 'Fuel entry deleted', commit }));
    act(() => pressUndo('fill-2'));
    expect(result.current.has('fill-2')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(undoSeconds * 1000 * 2));
    expect(commit).not.toHaveBeenCalled();
  });

  it('shows the record again when the delete could not be queued', async () => {
    const { result } = renderHook(() => useHiddenIds());
    act(() => deleteWithUndo({ id: 'fill-3', message: 'x', commit: () => Promise.resolve(false) }));
    await act(() => vi.advanceTimersByTimeAsync(undoSeconds * 1000));
    expect(result.current.has('fill-3')).toBe(false);
  });
});
