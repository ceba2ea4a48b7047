import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { shareOrDownload } from './shareFile';

const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'LS-1 paperwork.pdf', {
  type: 'application/pdf',
});

/** A phone that shares files; `answers` are its share sheet's answers, in turn. */
function phoneSharing(...answers: (Error | undefined)[]) {
  const share = vi.fn(async () => {
    const answer = answers.shift();
    if (answer) throw answer;
  });
  Object.assign(navigator, { share, canShare: () => true });
  const download = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:paperwork');
  // jsdom cannot follow the download link; the link's click is the browser's part.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { share, download };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  vi.restoreAllMocks();
});

describe('sharing a file made ready after the tap', () => {
  it('offers Share again when Safari refused for the tap being too long ago', async () => {
    renderWithProviders(<div />);
    const late = new DOMException('The request is not allowed', 'NotAllowedError');
    const { share, download } = phoneSharing(late, undefined);
    await shareOrDownload(pdf);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Document shared successfully')).toBeTruthy();
    expect(share).toHaveBeenCalledTimes(2);
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads the file when sharing fails for another reason', async () => {
    renderWithProviders(<div />);
    const { download } = phoneSharing(new DOMException('no', 'DataError'));
    await shareOrDownload(pdf);
    expect(await screen.findByText('Document download started')).toBeTruthy();
    expect(download).toHaveBeenCalled();
  });
});
