import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { renderWithProviders } from '../../test/render';
import { formatFuelDay, today } from './fuelFormat';
import { FuelPage } from './FuelPage';
import {
  field,
  fileOf,
  fillFuelForm,
  resetDevice,
  signedIn,
  storedFuelEntry,
} from '../../test/fuelKit';

const renderPage = () => renderWithProviders(<FuelPage />, signedIn);

const region = (name: string) => screen.getByRole('region', { name });

/** A card's figure and the lines under it: the paragraphs after its title. */
const card = (title: string) =>
  [...region(title).querySelectorAll('p')].map((line) => line.textContent).slice(1);

const byType = (type: string) =>
  within(within(region('This Week by Fuel Type')).getByRole('group', { name: type }))
    .getAllByText(/\d/)
    .map((element) => element.textContent);

const entries = () => screen.getAllByRole('article');

const daysAgo = (days: number) => today(new Date(Date.now() - days * 86_400_000));

beforeEach(async () => {
  await resetDevice();
});

describe('FuelPage', () => {
  it('shows the title, empty figures and the empty state, whose button opens the dialog', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Fuel Tracker' })).toBeTruthy();
    expect(await screen.findByText('No fuel entries yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent Fuel Entries' })).toBeTruthy();
    expect(card('This Week Total')).toEqual(['$0.00', '0 gal']);
    expect(card('Average MPG')).toEqual(['N/A', 'Needs two diesel fill-ups']);
    expect(card('Last Fill-up')).toEqual(['—', 'No fill-ups yet']);
    expect(byType('Diesel')).toEqual(['$0.00', '0 gal']);

    await user.click(screen.getByRole('button', { name: 'Add Your First Fuel Entry' }));
    expect(await screen.findByRole('dialog', { name: 'Add Fuel Entry' })).toBeTruthy();
  });

  it('adds a fill-up that shows at once with its total, N/A MPG, receipt and sync state', async () => {
    const { user } = renderPage();
    await screen.findByText('No fuel entries yet');
    await user.click(screen.getByRole('button', { name: 'Add Fuel Entry' }));
    await fillFuelForm(user, { location: 'Pilot, Joplin MO' });
    await user.upload(field('Receipt photo'), fileOf('receipt.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Save Fuel Entry' }));

    expect(await screen.findByText('Fuel entry added successfully')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Fuel Entry' })).toBeNull(),
    );
    const [added] = entries();
    for (const text of [
      formatFuelDay(today()),
      'Pilot, Joplin MO',
      'Diesel',
      '$391.85',
      '100.5 gal',
      '$3.899/gal',
      'N/A',
      '100,650 mi',
    ])
      expect(within(added!).getByText(text), text).toBeTruthy();
    // Both come from the outbox, read by a query of its own that may land a moment later.
    expect(await within(added!).findByText('Receipt')).toBeTruthy();
    expect(await within(added!).findByText('Waiting to sync')).toBeTruthy();
    expect(card('This Week Total')).toEqual(['$391.85', '100.5 gal']);

    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ method: 'POST', path: '/api/fuel', table: 'fuelEntries' });
    expect(queued?.files?.map((f) => f.name)).toEqual(['receipt.png']);
  });

  it('works out the MPG of a second diesel fill-up from the first', async () => {
    await storedFuelEntry({ odometer: 100_000, date: daysAgo(1) });
    const { user } = renderPage();
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Add Fuel Entry' }));
    await fillFuelForm(user, { odometer: '100650', gallons: '100.5' });
    await user.click(screen.getByRole('button', { name: 'Save Fuel Entry' }));

    await waitFor(() => expect(entries()).toHaveLength(2));
    // 650 miles on 100.5 gallons.
    expect(within(entries()[0]!).getByText('6.47')).toBeTruthy();
    expect(within(entries()[1]!).getByText('N/A')).toBeTruthy();
    expect(card('Average MPG')).toEqual(['6.47', 'Diesel miles per gallon']);
  });

  it("sums this week's fill-ups by type, averages diesel MPG and finds the last fill-up", async () => {
    await storedFuelEntry({ date: daysAgo(8), odometer: 99_000, gallons: '50.000' });
    // Each costs what its pump charged, to the cent: 100 x 3.900 = 390.00; 100 x 4.000 = 400.00;
    // 5.5 x 4.050 = 22.275 -> 22.28; 30.125 x 3.499 = 105.407375 -> 105.41. Week: 917.69.
    await storedFuelEntry({ odometer: 100_000, gallons: '100.000', pricePerGallon: '3.900' });
    await storedFuelEntry({ odometer: 100_600, pricePerGallon: '4.000', mpg: '6.00' });
    await storedFuelEntry({
      odometer: 100_610,
      fuelType: 'def',
      gallons: '5.500',
      pricePerGallon: '4.050',
    });
    await storedFuelEntry({
      odometer: 100_620,
      fuelType: 'reefer',
      gallons: '30.125',
      pricePerGallon: '3.499',
    });
    renderPage();
    await waitFor(() => expect(entries()).toHaveLength(5));

    expect(card('This Week Total')).toEqual(['$917.69', '235.625 gal']);
    expect(card('Average MPG')).toEqual(['6.00', 'Diesel miles per gallon']);
    expect(card('Last Fill-up')).toEqual(['30.125 gal', formatFuelDay(today()), '100,620 mi']);
    expect(byType('Diesel')).toEqual(['$790.00', '200 gal']);
    expect(byType('DEF')).toEqual(['$22.28', '5.5 gal']);
    expect(byType('Reefer')).toEqual(['$105.41', '30.125 gal']);
    // The card says what its pump (and the form's preview) said: $22.28, not 22.275 rounded again.
    expect(within(entries().find((e) => e.textContent?.includes('DEF'))!).getByText('$22.28'));
  });

  it('lists fill-ups newest first, marks receipts, and says nothing of sync once the server has them', async () => {
    await storedFuelEntry({ date: '2026-03-02', odometer: 90_000, location: 'Older stop' });
    await storedFuelEntry({
      date: '2026-03-05',
      odometer: 91_200,
      receiptUrl: '/api/fuel/receipts/r1',
    });
    await storedFuelEntry({ date: '2026-03-05', odometer: 91_000, fuelType: 'def' });
    renderPage();
    await waitFor(() => expect(entries()).toHaveLength(3));

    const odometers = entries().map((e) => within(e).getByText(/ mi$/).textContent);
    expect(odometers).toEqual(['91,200 mi', '91,000 mi', '90,000 mi']);
    expect(within(entries()[0]!).getByText('Mar 5, 2026')).toBeTruthy();
    expect(within(entries()[0]!).getByText('Receipt')).toBeTruthy();
    expect(within(entries()[1]!).queryByText('Receipt')).toBeNull();
    expect(within(entries()[2]!).getByText('Older stop')).toBeTruthy();
    expect(screen.queryByText('Waiting to sync')).toBeNull();
  });

  it('opens a receipt in the viewer from its badge, from the copy on this device', async () => {
    const entry = await storedFuelEntry({
      date: '2026-03-05',
      odometer: 91_200,
      receiptUrl: '/api/fuel/r1/receipt',
    });
    await db.savedFiles.put({
      key: `fuelEntries:${entry.id}`,
      blob: new Blob(['receipt'], { type: 'image/png' }),
      savedAt: '2026-03-05T10:00:00.000Z',
    });
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:receipt';
    URL.revokeObjectURL = () => undefined;
    try {
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'View receipt' }));
      const viewer = await screen.findByRole('dialog', { name: 'Document viewer' });
      expect(within(viewer).getByText('1 of 1')).toBeTruthy();
      const photo = await within(viewer).findByRole('img', { name: 'Receipt Mar 5, 2026' });
      expect(photo.getAttribute('src')).toBe('blob:receipt');
    } finally {
      URL.createObjectURL = createObjectURL;
    }
  });
});
