/**
 * Sharing a document (docs/product.md §7, §8 BOL): the phone's share sheet with the file where the browser
 * can share files (Web Share Level 2), else a download. A driver who closes the sheet has
 * decided, so nothing more happens; a share that fails is replaced by the download; one refused
 * because the file took too long to make ready after the tap is offered again with a Share button.
 */
import { bolMessages } from '@haulbook/sync-protocol';
import { notifyReadyToShare, notifySuccess } from '../../ui/notify';

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

const download = (file: File) => {
  downloadFile(file);
  notifySuccess('Success', bolMessages.downloadStarted);
};

/**
 * 'done' when shared or closed by the driver; 'late' when the browser refused because the tap
 * that asked was too long ago (Safari allows about 5 s, spent fetching or joining the file).
 */
async function share(file: File): Promise<'done' | 'late' | 'failed'> {
  try {
    await navigator.share({ files: [file], title: file.name });
    notifySuccess('Success', bolMessages.shared);
    return 'done';
  } catch (error) {
    if (!(error instanceof DOMException)) return 'failed';
    if (error.name === 'AbortError') return 'done';
    return error.name === 'NotAllowedError' ? 'late' : 'failed';
  }
}

async function shareAgain(file: File): Promise<void> {
  if ((await share(file)) !== 'done') download(file);
}

export async function shareOrDownload(file: File): Promise<void> {
  if (!canShareFile(file)) return download(file);
  const shared = await share(file);
  if (shared === 'failed') download(file);
  if (shared === 'late')
    notifyReadyToShare('Ready to share', file.name, () => void shareAgain(file));
}
