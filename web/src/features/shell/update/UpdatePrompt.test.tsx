import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';

const registration = vi.hoisted(() => ({ needRefresh: true }));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [registration.needRefresh, () => {}],
    updateServiceWorker: async () => {},
  }),
}));

const { UpdatePrompt } = await import('./UpdatePrompt');

function servedBy(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the new-version notice', () => {
  it('shows on a page a service worker served, when a newer one waits', async () => {
    servedBy({});
    renderWithProviders(<UpdatePrompt />);
    expect(await screen.findByText('A new version is available')).toBeTruthy();
  });

  it('never shows on a page loaded from the network: it runs the newest code', async () => {
    servedBy(null);
    renderWithProviders(<UpdatePrompt />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('A new version is available')).toBeNull();
  });
});
