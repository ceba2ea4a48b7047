/**
 * A tap on the menu button of the page drawn at build time (ui/prerendered.ts), made before the app
 * is up, is kept rather than lost: boot.ts listens from the start, the button shows it is waiting,
 * and the shell opens its menu as soon as it can (AppLayout).
 */

/** The attribute by which the drawn page's menu button is found (ShellFrame puts it on). */
export const menuButtonAttribute = 'data-menu-button';

let tapped = false;
let open: (() => void) | undefined;

/** Keeps each tap on the drawn page's menu button, for as long as that page is up. */
export function keepEarlyMenuTaps(): void {
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element &&
      event.target.closest(`#prerendered [${menuButtonAttribute}]`);
    if (!button) return;
    button.setAttribute('aria-busy', 'true');
    if (open) open();
    else tapped = true;
  });
}

/**
 * Opens the menu now for a tap the drawn page already took, and later for one it takes while it is
 * still up. Returns the function that stops listening.
 */
export function openOnEarlyMenuTap(openMenu: () => void): () => void {
  if (tapped) {
    tapped = false;
    openMenu();
  }
  open = openMenu;
  return () => {
    open = undefined;
  };
}
