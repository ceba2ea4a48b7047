/**
 * Where a toast leaves an open dialog's controls clear: just below the header of the dialog on top
 * (its title and close button; the document viewer's bar of buttons), rather than over it. Looked
 * at again while a toast shows whenever the page changes or a dialog's entrance ends.
 */
import { useEffect, useState } from 'react';

const gap = 8;
const headers = '.mantine-Modal-header, .mantine-Drawer-header, [data-dialog-header]';

/** The bottom of the top dialog's header, in px from the top of the window; none without one. */
function belowDialogHeader(): number | undefined {
  const dialogs = document.querySelectorAll('[role="dialog"]');
  const header = dialogs[dialogs.length - 1]?.querySelector(headers);
  return header ? header.getBoundingClientRect().bottom + gap : undefined;
}

/** The top of the toasts while `showing`: below an open dialog's header, or their own place. */
export function useToastTop(showing: boolean): number | undefined {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const look = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(belowDialogHeader()));
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
