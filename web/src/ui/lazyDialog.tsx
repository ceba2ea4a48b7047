/**
 * A screen's dialog kept out of the screen's chunk: the screen's code evaluates without it (on
 * /loads the four dialogs, the load form, extraction and the drop zone were half of that work,
 * in one task). The dialog's chunk is fetched and evaluated ahead, at the driver's first touch of
 * the page (a pointer down, a key, a focus: the tap that opens a dialog starts its fetch before
 * its click), or once the screen has been up `aheadAfterMs` untouched, at an idle moment. Fetched
 * as soon as the browser was first idle, its evaluation (about 40 modules, 30 ms at 1x) landed
 * while the screen was still reading and drawing its first cards. The dialog mounts when first
 * opened (at once when the screen opens with it, as with ?add=1), then opens with its transition
 * and gives the focus back (useOpenedAfterMount). A fetch made ahead that fails is made again
 * when the dialog first opens; a chunk that cannot arrive then leaves the dialog out
 * (OptionalPart), not the screen.
 */
import { lazy, useEffect, type ComponentType } from 'react';
import { OptionalPart } from './OptionalPart';
import { useOpenedAfterMount, useWantedOnce } from './useWantedOnce';

/** How long a screen stays up untouched before its dialogs' code is fetched anyway. */
export const aheadAfterMs = 4000;

const touches = ['pointerdown', 'keydown', 'focusin'] as const;

/** Runs `then` once, at the first touch of the page or, untouched, at an idle moment later. */
function whenWanted(then: () => void): () => void {
  let done = false;
  let idle: number | undefined;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    then();
  };
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(once, { timeout: aheadAfterMs });
    else once();
  }, aheadAfterMs);
  for (const touch of touches) window.addEventListener(touch, once, { capture: true, once: true });
  function stop() {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    for (const touch of touches) window.removeEventListener(touch, once, { capture: true });
  }
  return () => {
    done = true;
    stop();
  };
}

export type LazyDialog<P> = ComponentType<P> & { fetchAhead: () => void };

export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
  { ahead = true }: { ahead?: boolean } = {},
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
    useEffect(() => (ahead ? whenWanted(fetchAhead) : undefined), []);
    return wanted ? (
      <OptionalPart>
        <Loaded {...props} />
      </OptionalPart>
    ) : null;
  }
  return Object.assign(LazyDialog, { fetchAhead });
}
