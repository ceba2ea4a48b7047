/**
 * Sharing a document (docs/product.md §7, §8 BOL): the phone's share sheet with the file where the browser
 * can share files (Web Share Level 2), else a download. A driver who closes the sheet has
 * decided, so nothing more happens; a share that fails is replaced by the download.
 */
import { bolMessages } from '@haulbook/sync-protocol';
import { notifySuccess } from '../../ui/notify';

export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: file.name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download before the next task; the URL can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const canShareFile = (file: File) =>
  typeof navigator.share === 'function' &&
  typeof navigator.canShare === 'function' &&
  navigator.canShare({ files: [file] });

export async function shareOrDownload(file: File): Promise<void> {
  if (canShareFile(file)) {
    try {
      await navigator.share({ files: [file], title: file.name });
      notifySuccess('Success', bolMessages.shared);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  downloadFile(file);
  notifySuccess('Success', bolMessages.downloadStarted);
}
