/**
 * The browser's install prompt (Chromium's `beforeinstallprompt`), caught as early as the page
 * loads (it fires once, before any screen could listen) and kept for the Install buttons. Safari
 * has no such event: iOS gets written steps instead (isIosSafari).
 */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export const installPrompt = {
  available: () => deferred !== null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the browser's sheet; the event can be used once, so it is dropped either way. */
  async show(): Promise<void> {
    const event = deferred;
    if (!event) return;
    deferred = null;
    changed();
    await event.prompt();
  },
};

/** Safari on iPhone or iPad, not already running from the home screen (never at build time). */
export function isIosSafari(
  nav: Navigator | undefined = (globalThis as { navigator?: Navigator }).navigator,
): boolean {
  if (!nav) return false;
  const ios =
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true;
  const otherBrowser = /CriOS|FxiOS|EdgiOS/.test(nav.userAgent);
  return ios && !standalone && !otherBrowser;
}
