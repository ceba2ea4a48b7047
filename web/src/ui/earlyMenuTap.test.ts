/** A tap on the drawn page's menu button, made before the shell is up or while it is, opens the menu. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyMenuTaps, menuButtonAttribute, openOnEarlyMenuTap } from './earlyMenuTap';

function drawnPage() {
  document.body.innerHTML = `<div id="root" inert></div><div id="prerendered"><button ${menuButtonAttribute} aria-label="Open menu"></button><button>Other</button></div>`;
  return document.querySelector<HTMLButtonElement>(`[${menuButtonAttribute}]`)!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a tap on the drawn menu button', () => {
  keepEarlyMenuTaps();

  it('made before the shell is up opens the menu once, when it is, the button waiting meanwhile', () => {
    const button = drawnPage();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    const open = vi.fn();
    const stop = openOnEarlyMenuTap(open);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    // Taken once: a shell mounted again does not open the menu again.
    openOnEarlyMenuTap(open)();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('made while the shell is up under the drawn page opens the menu at once', () => {
    const button = drawnPage();
    const open = vi.fn();
    const stop = openOnEarlyMenuTap(open);
    expect(open).not.toHaveBeenCalled();
    document.querySelector<HTMLButtonElement>('#prerendered button:not([aria-label])')!.click();
    expect(open).not.toHaveBeenCalled();
    button.click();
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });
});
