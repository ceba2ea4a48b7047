/**
 * The page drawn at build time that the server may have sent (web/build/prerender.ts): found, asked
 * about and taken away, without React (boot.ts uses it before the app's code has arrived).
 * A driver's page covers #root, which is inert under it: the live app drawn there meanwhile takes
 * no focus and is not read out until the page goes.
 */
const copy = () =>
  typeof document === 'undefined' ? null : document.getElementById('prerendered');

/** A page drawn at build time is on screen, standing in for the loader. */
export const showsPrerendered = () => copy() !== null;

/** The page on screen was drawn for a signed-in driver. */
export const showsDriverPage = () => copy()?.dataset.for === 'driver';

/** The drawn page as it is now, if any. */
export const prerenderedCopy = copy;

/** Takes the drawn page away, and gives the live app the page. */
export function dropPrerendered(): void {
  copy()?.remove();
  document.getElementById('root')?.removeAttribute('inert');
}
