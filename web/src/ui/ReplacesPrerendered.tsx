/**
 * The server may have sent a page drawn at build time (web/build/prerender.ts) after the empty
 * #root. Rendered beside the routes inside their Suspense boundary, ReplacesPrerendered commits with
 * the app's own first screen, never with its loader, and takes the copy away before that screen is
 * painted. Until then the loaders draw nothing: one in #root would push the copy down the page.
 * A form in the copy takes typing: what was typed moves into the live form's fields of the same
 * name, as typing would (so the form's own state has it), and the field the visitor was in keeps
 * the focus.
 */
import { useLayoutEffect } from 'react';
import { dropPrerendered, prerenderedCopy } from './prerendered';

const liveField = (name: string) =>
  document.querySelector<HTMLInputElement>(`#root input[name="${CSS.escape(name)}"]`);

function moveTyping(from: HTMLElement): void {
  // The native setter, as a keystroke sets it: React then sees the input event as a change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const typed of from.querySelectorAll<HTMLInputElement>('input[name]')) {
    const live = liveField(typed.name);
    if (!live || !typed.value || live.value === typed.value) continue;
    setValue?.call(live, typed.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

export function ReplacesPrerendered() {
  useLayoutEffect(() => {
    const drawn = prerenderedCopy();
    if (!drawn) return;
    const focused = document.activeElement;
    const focusedName =
      focused instanceof HTMLInputElement && drawn.contains(focused) ? focused.name : undefined;
    moveTyping(drawn);
    dropPrerendered();
    if (focusedName) liveField(focusedName)?.focus();
  }, []);
  return null;
}
