/**
 * Where a toast leaves an open dialog's controls clear: just below the headers of the open dialogs
 * (a title and close button; the document viewer's bar of buttons), rather than over them. Looked
 * at again while a toast shows whenever the page changes or a dialog's entrance ends.
 */
import { useEffect, useState } from 'react';

const gap = 8;
const headers = '.mantine-Modal-header, .mantine-Drawer-header, [data-dialog-header]';

/**
 * Below the lowest header of the open dialogs (one may lie over another: the viewer over the BOL
 * Documents dialog), in px from the top of the window; none without a dialog.
 */
function belowDialogHeaders(): number | undefined {
  const bottoms = Array.from(document.querySelectorAll(`[role="dialog"] :is(${headers})`)).map(
    (header) => header.getBoundingClientRect().bottom,
  );
  return bottoms.length > 0 ? Math.max(...bottoms) + gap : undefined;
}

/** The top of the toasts while `showing`: below an open dialog's header, or their own place. */
export function useToastTop(showing: boolean): number | undefined {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const look = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(belowDialogHeaders()));
    };
    look();
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('transitionend', look, true);
    window.addEventListener('resize', look);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('transitionend', look, true);
      window.removeEventListener('resize', look);
    };
  }, [showing]);
  return top;
}
