/**
 * Where a toast leaves the controls it would cover clear: just below the headers of the open
 * dialogs (a title and close button; the document viewer's bar of buttons), else below the app's
 * own header (on a phone the menu button, which a driver reaches for right after a tap that
 * toasts), rather than over them. Looked at again while a toast shows whenever the page changes or
 * a dialog's entrance ends.
 */
import { useEffect, useState } from 'react';
import { appHeaderAttribute } from './appHeader';

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

/** Below the app's header, where the page has one (the signed-in shell); none elsewhere. */
function belowAppHeader(): number | undefined {
  const header = document.querySelector(`[${appHeaderAttribute}]`);
  return header ? header.getBoundingClientRect().bottom + gap : undefined;
}

/**
 * The top of the toasts while `showing`: below an open dialog's header, else below the app's
 * header, or their own place.
 */
export function useToastTop(showing: boolean): number | undefined {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const look = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(belowDialogHeaders() ?? belowAppHeader()));
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
