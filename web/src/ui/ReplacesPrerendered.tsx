/**
 * The server may have sent a page drawn at build time (web/build/prerender.ts) after the empty
 * #root. Rendered beside the routes inside their Suspense boundary, ReplacesPrerendered commits with
 * the app's own first screen, never with its loader, and takes the copy away before that screen is
 * painted. Until then the loaders draw nothing: one in #root would push the copy down the page.
 */
import { useLayoutEffect } from 'react';

const copy = () =>
  typeof document === 'undefined' ? null : document.getElementById('prerendered');

/** A page drawn at build time is on screen, standing in for the loader. */
export const showsPrerendered = () => copy() !== null;

export function ReplacesPrerendered() {
  useLayoutEffect(() => copy()?.remove(), []);
  return null;
}
