/**
 * A driver the server still knows as signed in, on a device that kept nothing of them: no cached
 * user when the app started. The browser cleared the site's storage (Safari does after 7 days
 * without a visit unless Haulbook is on the Home Screen; a driver may clear it too). The sync
 * engine then pulls everything again (a device without a cursor asks from the start), and the shell
 * says what happened instead of showing an empty app as if the driver had no entries.
 * Kept in memory for this visit: the storage it would be written to is what went missing.
 */
let cleared = false;
const listeners = new Set<() => void>();

export const deviceCleared = {
  is: () => cleared,
  mark(): void {
    cleared = true;
    listeners.forEach((listener) => listener());
  },
  /** The driver has read the notice. */
  dismiss(): void {
    cleared = false;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
