import { useCallback, useState } from 'react';

/**
 * A dialog about one load. The load stays set after closing, so the dialog keeps its content while
 * its closing transition plays.
 */
export function useLoadDialog<T>() {
  const [state, setState] = useState<{ opened: boolean; item: T | null }>({
    opened: false,
    item: null,
  });
  const open = useCallback((item: T) => setState({ opened: true, item }), []);
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  return { ...state, open, close };
}
