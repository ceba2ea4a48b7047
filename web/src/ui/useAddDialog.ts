/**
 * A screen's add dialog, opened at once when the address asks for it (?add=1, the dashboard's
 * quick actions). Closing it drops the parameter, so going back or reloading does not reopen it.
 */
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const addDialogParam = 'add=1';

export function useAddDialog(): [boolean, { open: () => void; close: () => void }] {
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState(() => params.get('add') === '1');
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => {
    setOpened(false);
    setParams(
      (current) => {
        current.delete('add');
        return current;
      },
      { replace: true },
    );
  }, [setParams]);
  return [opened, { open, close }];
}
