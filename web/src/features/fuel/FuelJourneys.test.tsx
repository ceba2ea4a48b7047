/** Fill-ups as a driver reads them, and the load they go with. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { renderWithProviders } from '../../test/render';
import { storedLoad } from '../../test/loadsKit';
import { FuelPage } from './FuelPage';
import { fileOf, fillFuelForm, resetDevice, signedIn, storedFuelEntry } from '../../test/fuelKit';

const renderPage = () => renderWithProviders(<FuelPage />, signedIn);
const cards = () => screen.getAllByRole('article');

beforeEach(async () => {
  await resetDevice();
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('fill-up cards', () => {
  it('shows no MPG line for DEF and reefer, and N/A for a first diesel fill-up', async () => {
    await storedFuelEntry({ fuelType: 'def', odometer: 100_001 });
    await storedFuelEntry({ fuelType: 'reefer', odometer: 100_002 });
    await storedFuelEntry({ fuelType: 'diesel', odometer: 100_003 });
    renderPage();
    await screen.findAllByRole('article');
    const [diesel, reefer, def] = cards();
    expect(within(diesel!).getByText('MPG')).toBeTruthy();
    expect(within(diesel!).getByText('N/A')).toBeTruthy();
    for (const card of [reefer!, def!]) {
      expect(within(card).queryByText('MPG')).toBeNull();
      expect(within(card).queryByText('N/A')).toBeNull();
    }
  });

  it('says why the MPG of a fill-up after a missed one is not counted', async () => {
    await storedFuelEntry({ missedPreviousEntry: true });
    renderPage();
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('Not counted')).toBeTruthy();
    expect(
      within(card!).getByText(
        'A fill-up before this one was not logged, so these miles are not measured.',
      ),
    ).toBeTruthy();
  });

  it('shows the receipt photo in the form and on the card', async () => {
    const { user } = renderPage();
    await screen.findByText('No fuel entries yet');
    await user.click(screen.getByRole('button', { name: 'Add Fuel Entry' }));
    await user.upload(
      await screen.findByLabelText('Receipt photo'),
      fileOf('pump.jpg', 'image/jpeg'),
    );
    expect(screen.getByRole('img', { name: 'Receipt preview' }).getAttribute('src')).toBe(
      'blob:receipt',
    );
    await fillFuelForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Fuel Entry' }));
    const [card] = await screen.findAllByRole('article');
    const photo = await within(card!).findByRole('img', { name: 'Receipt' });
    // The card points the image at the blob once it has drawn (an effect).
    await waitFor(() => expect(photo.getAttribute('src')).toBe('blob:receipt'));
  });

  it('links a fill-up logged while a load is picked up to that load', async () => {
    const load = await storedLoad({
      loadNumber: 'ROLLING',
      status: 'picked_up',
      actualPickupDate: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await storedLoad({ loadNumber: 'LATER', status: 'pending' });
    const { user } = renderPage();
    await screen.findByText('No fuel entries yet');
    await user.click(screen.getByRole('button', { name: 'Add Fuel Entry' }));
    expect(await screen.findByText('Goes with load ROLLING')).toBeTruthy();
    await fillFuelForm(user);
    await user.click(screen.getByRole('button', { name: 'Save Fuel Entry' }));
    await screen.findByText('Fuel entry added successfully');

    const [stored] = await db.fuelEntries.toArray();
    expect(stored?.assignedLoadId).toBe(load.id);
    const [queued] = await db.outbox.toArray();
    expect((queued?.body as Record<string, string>).assignedLoadId).toBe(load.id);
  });
});
