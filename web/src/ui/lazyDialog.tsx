/**
 * A screen's dialog kept out of the screen's chunk: the screen's code evaluates without it (on
 * /loads the four dialogs, the load form, extraction and the drop zone were half of that work,
 * in one task). The dialog's chunk is fetched and evaluated once the browser is idle after the
 * screen has drawn, so a tap opens it at once, and it mounts when first opened (at once when the
 * screen opens with it, as with ?add=1), then opens with its transition and gives the focus back
 * (useOpenedAfterMount). A fetch made ahead that fails is made again when the dialog first opens;
 * a chunk that cannot arrive then leaves the dialog out (OptionalPart), not the screen.
 */
import { lazy, useEffect, type ComponentType } from 'react';
import { OptionalPart } from './OptionalPart';
import { useOpenedAfterMount, useWantedOnce } from './useWantedOnce';

/** Longest wait for an idle moment before the dialog's code is fetched anyway. */
const idleWaitMs = 2000;

function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: idleWaitMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 1);
  return () => clearTimeout(id);
}

export type LazyDialog<P> = ComponentType<P> & { fetchAhead: () => void };

export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
  { whenIdle: fetchWhenIdle = true }: { whenIdle?: boolean } = {},
): LazyDialog<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Loaded = lazy(async () => {
    const Dialog = await loadOnce();
    function Opening(props: P) {
      return <Dialog {...props} opened={useOpenedAfterMount(props.opened)} />;
    }
    return { default: Opening };
  });
  const fetchAhead = () => void loadOnce().catch(() => {});
  function LazyDialog(props: P) {
    const wanted = useWantedOnce(props.opened);
    useEffect(() => (fetchWhenIdle ? whenIdle(fetchAhead) : undefined), []);
    return wanted ? (
      <OptionalPart>
        <Loaded {...props} />
      </OptionalPart>
    ) : null;
  }
  return Object.assign(LazyDialog, { fetchAhead });
}
