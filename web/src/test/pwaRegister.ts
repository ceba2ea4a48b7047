/**
 * Stands in for vite-plugin-pwa's virtual module in the web tests (vitest.config.ts aliases it
 * here): no service worker, nothing to refresh. A test that needs another answer mocks it.
 */
export function useRegisterSW() {
  return {
    needRefresh: [false, () => {}] as const,
    offlineReady: [false, () => {}] as const,
    updateServiceWorker: async () => {},
  };
}
