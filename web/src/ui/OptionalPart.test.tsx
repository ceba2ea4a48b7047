import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OptionalPart } from './OptionalPart';

describe('OptionalPart', () => {
  it('leaves out a part whose chunk cannot be fetched, and the rest of the screen stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <main>
        <h1>Load Management</h1>
        <OptionalPart>
          <Unreachable />
        </OptionalPart>
      </main>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { name: 'Load Management' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
