/** The dev mailbox: loaded once, reloadable; 'unavailable' when the server has no such route (production). */
import { useCallback, useEffect, useState } from 'react';
import { devMailbox, type DevEmail } from '../../data/account';
import { ApiError } from '../../data/api';

export type DevMailboxState =
  | { state: 'loading' }
  | { state: 'unavailable' }
  | { state: 'ready'; emails: DevEmail[]; error: boolean; reload: () => void };

export function useDevMailbox(): DevMailboxState {
  const [result, setResult] = useState<
    | { state: 'loading' }
    | { state: 'unavailable' }
    | { state: 'ready'; emails: DevEmail[]; error: boolean }
  >({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let current = true;
    devMailbox()
      .then((emails) => current && setResult({ state: 'ready', emails, error: false }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setResult({ state: 'unavailable' });
        else setResult({ state: 'ready', emails: [], error: true });
      });
    return () => {
      current = false;
    };
  }, [version]);

  return result.state === 'ready' ? { ...result, reload } : result;
}
