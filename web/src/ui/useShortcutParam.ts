/**
 * The installed app's shortcuts (manifest `shortcuts`) open a screen with `?add=1`: the screen's
 * Add dialog starts open. The parameter is dropped from the address at once, so a reload or Back
 * does not open the dialog again.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useShortcutParam(name = 'add'): boolean {
  const [params, setParams] = useSearchParams();
  const [asked] = useState(() => params.get(name) === '1');
  useEffect(() => {
    if (!params.has(name)) return;
    const rest = new URLSearchParams(params);
    rest.delete(name);
    setParams(rest, { replace: true });
  }, [name, params, setParams]);
  return asked;
}
