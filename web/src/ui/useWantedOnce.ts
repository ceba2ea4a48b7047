/**
 * For a part loaded on first use (a drawer, a dialog, the toast host). useWantedOnce is true from
 * the first render at which `now` is true, and from then on: the part mounts when first wanted and
 * stays mounted, so it can close with its transition and open again at once.
 */
import { useEffect, useState } from 'react';

export function useWantedOnce(now: boolean): boolean {
  const [wanted, setWanted] = useState(now);
  if (now && !wanted) setWanted(true);
  return wanted || now;
}

/**
 * `opened`, held false for the first frame after mount. A Mantine modal or drawer mounted already
 * open neither slides in nor notes the focused control to give the focus back to when it closes.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return opened && mounted;
}
