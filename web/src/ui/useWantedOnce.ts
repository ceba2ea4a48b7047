/**
 * True from the first render at which `now` is true, and from then on: a part loaded on first use
 * (a drawer, a dialog, the toast host) mounts when first wanted and stays mounted, so it can close
 * with its transition and open again at once.
 */
import { useState } from 'react';

export function useWantedOnce(now: boolean): boolean {
  const [wanted, setWanted] = useState(now);
  if (now && !wanted) setWanted(true);
  return wanted || now;
}
