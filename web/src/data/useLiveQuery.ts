/**
 * dexie-react-hooks' useLiveQuery, with each new result drawn as a transition. A result arrives from
 * an IndexedDB callback, which React would otherwise render at default priority in one go: the
 * first read of a screen (its loads, its fill-ups) held the main thread for one long task. As a
 * transition React yields to the browser every few milliseconds, and a tap is answered meanwhile.
 */
import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

type Querier<T> = () => Promise<T> | T;

export function useLiveQuery<T>(querier: Querier<T>, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: Querier<T>, deps: unknown[], defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: Querier<T>, deps: unknown[] = [], defaultResult?: D) {
  return useObservable<T, D | undefined>(
    () => {
      const results = liveQuery(querier);
      return {
        subscribe: (next: (value: T) => void, error: (reason: unknown) => void) =>
          results.subscribe({
            next: (value) => startTransition(() => next(value)),
            error,
          }),
      };
    },
    deps,
    defaultResult,
  );
}
