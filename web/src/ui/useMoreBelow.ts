/**
 * Whether a scrolling box has more below what it shows: its scrollbar may be hidden (the menu's
 * is), so a cue must say so. Looked at again when the box scrolls or it or its content change size.
 */
import { useEffect, useRef, useState } from 'react';

export function useMoreBelow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [moreBelow, setMoreBelow] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const look = () => setMoreBelow(box.scrollTop + box.clientHeight < box.scrollHeight - 1);
    look();
    box.addEventListener('scroll', look, { passive: true });
    const observer = new ResizeObserver(look);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => {
      box.removeEventListener('scroll', look);
      observer.disconnect();
    };
  }, []);
  return [ref, moreBelow] as const;
}
