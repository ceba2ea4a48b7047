/**
 * Reading a load from photos in the Add New Load dialog. jsdom cannot run tesseract, so the device's
 * OCR step is replaced by the lines it would read; the parser, the form filling and the marks are
 * the real ones. The webhook path answers through a stubbed fetch, as the API would.
 */
import { extractionMessages as text } from '@haulbook/sync-protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../data/db';
import { driver } from '../../../test/fixtures';
import { chooseDistanceUnit } from '../../../test/preferences';
import { renderWithProviders } from '../../../test/render';
import { AddLoadDialog } from './AddLoadDialog';
import { firstDownloadMessage } from '../extraction/extractLoad';
import { reviewHint } from '../extraction/useExtraction';
import { resetDevice } from '../../../test/loadsKit';

const ocr = vi.hoisted(() => ({ read: vi.fn() }));
vi.mock('../extraction/deviceOcr', () => ({
  readPhotosOnDevice: ocr.read,
  OcrUnavailableError: class OcrUnavailableError extends Error {},
}));

const line = (text: string, confidence = 95) => ({ text, confidence });
/** What tesseract reads from a clean rate confirmation, and one word it was unsure of. */
const rateConfirmation = [
  line('Crossroads Logistics LLC RATE CONFIRMATION'),
  line('Load Number: 9683503'),
  line('1 Pickup Midwest Steel Supply 04/04 08:30'),
  line('Oklahoma City, OK 73129'),
  line('2 Delivery Riverbend Paper Co. 04/05 12:30'),
  line('Stockton, CA 95206', 62),
  line('Loaded Miles: 1,443 Empty Miles: 11 Total Miles: 1,454'),
  line('Linehaul S3,100.00 Fuel surcharge S434.00'),
  line('Tota1 Carrier Pay S3,534.00'),
];

const signedIn = { auth: { status: 'signedIn' as const, user: driver } };
const dialog = () => within(screen.getByRole('dialog', { name: 'Add New Load' }));
const field = (label: string) => dialog().getByLabelText(label) as HTMLInputElement;
const photo = new File(['x'], 'ratecon.jpg', { type: 'image/jpeg' });

/** The server: whether a webhook is set up, and what POST /api/extraction answers. */
function server(webhook: boolean, relay?: () => Response) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path !== '/api/extraction') throw new TypeError('Failed to fetch');
    if (init?.method === 'POST' && relay) return relay();
    return Response.json({ webhook });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function extractFrom(files = [photo]) {
  const view = renderWithProviders(<AddLoadDialog opened onClose={() => {}} />, signedIn);
  fireEvent.change(screen.getByLabelText('Load photos'), { target: { files } });
  await screen.findByText(files[0]!.name);
  await view.user.click(screen.getByRole('button', { name: 'Extract Data' }));
  return view;
}

beforeEach(async () => {
  await resetDevice();
  ocr.read.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('extracting on the device', () => {
  it('fills the form from the photos and marks each field it filled', async () => {
    server(false);
    ocr.read.mockResolvedValue(rateConfirmation);
    await extractFrom();

    expect(await screen.findByText(text.success)).toBeTruthy();
    expect(screen.getByText(reviewHint)).toBeTruthy();
    const year = new Date().getFullYear();
    expect(field('Load number').value).toBe('9683503');
    expect(field('Pickup city').value).toBe('Oklahoma City');
    expect(field('Pickup state').value).toBe('OK');
    expect(field('Delivery city').value).toBe('Stockton');
    expect(field('Delivery state').value).toBe('CA');
    expect(field('Pickup date').value).toBe(`${year}-04-04T08:30`);
    expect(field('Delivery date').value).toBe(`${year}-04-05T12:30`);
    expect(field('Loaded miles').value).toBe('1443');
    expect(field('Empty miles').value).toBe('11');
    expect(field('Total miles').value).toBe('1,454');
    expect(field('Load pays').value).toBe('3534.00');
    expect(field('Company').value).toBe('Crossroads Logistics LLC');
    expect(ocr.read).toHaveBeenCalledWith([photo], expect.any(Function));
  });

  it('shows the miles the paperwork gives in km to a driver who chose km', async () => {
    await chooseDistanceUnit('km');
    server(false);
    ocr.read.mockResolvedValue(rateConfirmation);
    await extractFrom();
    expect(await screen.findByText(text.success)).toBeTruthy();
    // 1,443 mi × 1.609344 = 2,322.28 -> 2,322 km; 11 mi = 17.70 -> 18 km.
    expect(field('Loaded km').value).toBe('2322');
    expect(field('Empty km').value).toBe('18');
    expect(field('Total km').value).toBe('2,340');
  });

  it('asks the driver to check what it was unsure of, and drops a mark once the field is edited', async () => {
    server(false);
    ocr.read.mockResolvedValue(rateConfirmation);
    const { user } = await extractFrom();
    await screen.findByText(text.success);

    const description = (label: string) =>
      document.getElementById(field(label).getAttribute('aria-describedby')!.split(' ')[0]!)
        ?.textContent;
    expect(description('Delivery city')).toMatch(/^ ?Check this \(\d+% sure\)$/);
    expect(description('Load number')).toMatch(/^ ?From photo \(9\d% sure\)$/);
    expect(description('Load pays')).toMatch(/^ ?From photo \(9\d% sure\)$/);
    expect(description('Company')).toMatch(/^ ?From photo \(8\d% sure\)$/);

    await user.clear(field('Load number'));
    await user.type(field('Load number'), 'HB-77');
    await waitFor(() => expect(description('Load number')).toBe(''));
    expect(description('Delivery city')).toMatch(/Check this/);
  });

  it('keeps a photo that read what the load pays as its rate confirmation', async () => {
    server(false);
    ocr.read.mockResolvedValue(rateConfirmation);
    const { user } = await extractFrom();
    await screen.findByText(text.success);
    await user.click(dialog().getByRole('button', { name: 'Save Load' }));
    await waitFor(async () =>
      expect((await db.bolDocuments.toArray()).map((d) => d.kind)).toEqual(['rate_confirmation']),
    );
  });

  it('fills Load pays from a line haul alone, asking the driver to check it', async () => {
    server(false);
    ocr.read.mockResolvedValue([...rateConfirmation.slice(0, -2), line('Linehaul $3,100.00')]);
    await extractFrom();
    await screen.findByText(text.success);
    expect(field('Load pays').value).toBe('3100.00');
    const described = field('Load pays').getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(described)?.textContent).toMatch(/Check this/);
  });

  it('leaves Load pays as it was, with its hint, when the photos show no money', async () => {
    server(false);
    ocr.read.mockResolvedValue(rateConfirmation.slice(0, -2));
    await extractFrom();
    await screen.findByText(text.success);
    expect(field('Load pays').value).toBe('');
    expect(dialog().getByText("The rate confirmation's total, if you have it")).toBeTruthy();
  });

  it('shows a progress bar while it reads', async () => {
    server(false);
    let finish: (lines: unknown) => void = () => undefined;
    ocr.read.mockImplementation((_photos: File[], onProgress: (fraction: number) => void) => {
      onProgress(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    await extractFrom();

    expect(await screen.findByText('Reading the photos… 40%')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Reading the photos' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByRole('button', { name: 'Extract Data' })).toBeNull();

    finish(rateConfirmation);
    expect(await screen.findByText(text.success)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says to fill the form by hand when the photos hold no load', async () => {
    server(false);
    ocr.read.mockResolvedValue([line('A photo of a truck stop menu'), line('Coffee $1.99')]);
    await extractFrom();
    expect(await screen.findByText(text.failedTitle)).toBeTruthy();
    expect(screen.getByText(text.fallback)).toBeTruthy();
    expect(field('Load number').value).toBe('');
    expect(screen.getByRole('button', { name: 'Extract Data' })).toBeTruthy();
  });

  it('explains the one download it needs when first used without a signal', async () => {
    server(false);
    const { OcrUnavailableError } = await import('../extraction/deviceOcr');
    ocr.read.mockRejectedValue(new OcrUnavailableError('Failed to fetch'));
    await extractFrom();
    expect(await screen.findByText(firstDownloadMessage)).toBeTruthy();
  });

  it('reads on the device when the server cannot be reached, even with a webhook set up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    ocr.read.mockResolvedValue(rateConfirmation);
    await extractFrom();
    expect(await screen.findByText(text.success)).toBeTruthy();
    expect(field('Load number').value).toBe('9683503');
  });
});

describe('extracting through the webhook', () => {
  const load = {
    loadNumber: { value: 'RC-51397' },
    pickup: { value: { city: 'Laredo', state: 'TX' } },
    delivery: { value: { city: 'Phoenix', state: 'AZ' } },
    pickupDate: { value: { month: 6, day: 27 } },
    deliveryDate: { value: { month: 6, day: 28, year: 2027 } },
    loadedMiles: { value: 212 },
    emptyMiles: { value: 139 },
    totalMiles: { value: 351 },
  };

  it('sends the photos as image1..image5 and fills the form from the answer', async () => {
    const second = new File(['y'], 'page-2.jpg', { type: 'image/jpeg' });
    const fetchMock = server(true, () => Response.json({ load }));
    await extractFrom([photo, second]);

    expect(await screen.findByText(text.success)).toBeTruthy();
    expect(field('Load number').value).toBe('RC-51397');
    expect(field('Delivery date').value).toBe('2027-06-28T00:00');
    expect(field('Pickup date').value).toBe(`${new Date().getFullYear()}-06-27T00:00`);
    expect(dialog().getAllByText('From photo').length).toBeGreaterThan(0);
    expect(ocr.read).not.toHaveBeenCalled();

    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit)?.method === 'POST');
    const form = (post![1] as RequestInit).body as FormData;
    expect((form.get('image1') as File).name).toBe('ratecon.jpg');
    expect((form.get('image2') as File).name).toBe('page-2.jpg');
  });

  it("shows docs/product.md §8's words for a webhook that failed", async () => {
    server(true, () => Response.json({ message: text.webhookGetOnly }, { status: 502 }));
    await extractFrom();
    expect(await screen.findByText(text.failedTitle)).toBeTruthy();
    expect(screen.getByText(text.webhookGetOnly)).toBeTruthy();
    expect(ocr.read).not.toHaveBeenCalled();
  });
});
