/**
 * Runs an effect once per mounted screen, even under StrictMode's double effect call. Needed for
 * one-time tokens (verification, sign-in links): a second request would spend an already used
 * token and report a false failure.
 */
import { useEffect, useRef } from 'react';

export function useRunOnce(effect: () => void): void {
  const ran = useRef(false);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    latest.current();
  }, []);
}
