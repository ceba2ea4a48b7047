/**
 * A screen loaded on first use, as its own chunk: the landing page and /auth download only what
 * they show, and each signed-in screen only its own code. `preload` starts the download early (the
 * shell while the session is checked) so a screen does not wait for its parent's chunk first;
 * `loaded` is that download, for a part that must wait until it is done.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => void;
  loaded: () => Promise<unknown>;
};

export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage<PropsOf<M[K]>> {
  let loading: Promise<M> | undefined;
  // A download that failed (no signal yet) is made again at the next use, not kept as failed.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const page = lazy(async () => ({
    default: (await loadOnce())[name] as ComponentType<PropsOf<M[K]>>,
  }));
  return Object.assign(page, { preload: () => void loadOnce().catch(() => {}), loaded: loadOnce });
}
