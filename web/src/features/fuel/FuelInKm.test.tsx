import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { chooseDistanceUnit } from '../../test/preferences';
import { renderWithProviders } from '../../test/render';
import { FuelPage } from './FuelPage';
import { resetDevice, signedIn, storedFuelEntry } from '../../test/fuelKit';

const inDialog = (name: string) => within(screen.getByRole('dialog', { name }));
const field = (name: string, label: string) =>
  inDialog(name).getByLabelText(label) as HTMLInputElement;
const add = 'Add Fuel Entry';

/** A card's figure and the lines under it: the paragraphs after its title. */
const card = (title: string) =>
  [...screen.getByRole('region', { name: title }).querySelectorAll('p')]
    .map((line) => line.textContent)
    .slice(1);

beforeEach(async () => {
  await resetDevice();
  await chooseDistanceUnit('km');
});

// Worked by hand: 1 mi = 1.609344 km, 1 gal = 3.785411784 L.
describe('fuel in km and litres', () => {
  it('takes the odometer in km, litres and a price a litre, and stores miles and gallons', async () => {
    // 100,650 mi × 1.609344 = 161,980.47 -> 161,980 km.
    await storedFuelEntry({ odometer: 100_650 });
    const { user } = renderWithProviders(<FuelPage />, signedIn);
    await user.click(await screen.findByRole('button', { name: 'Add Fuel Entry' }));
    await screen.findByRole('dialog', { name: add });
    expect(await inDialog(add).findByLabelText('Litres')).toBeTruthy();
    const odometer = field(add, 'Odometer');
    expect(odometer.closest('.mantine-TextInput-root')?.textContent).toBe('Odometerkm');
    expect(field(add, 'Price per litre')).toBeTruthy();

    await user.type(odometer, '161979');
    expect(
      await screen.findByText(
        'This reading is lower than your last entry (161,980 km). Check the odometer before saving.',
      ),
    ).toBeTruthy();
    // 165,201 km ÷ 1.609344 = 102,651.2 -> 102,651 mi: 2,001 mi past the last fill-up.
    await user.clear(odometer);
    await user.type(odometer, '165201');
    expect(
      await screen.findByText('That is more than 3,219 km since your last entry (161,980 km).'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "This fill-up's L/100 km will show N/A: those km also used fuel that was never logged.",
      ),
    ).toBeTruthy();

    // 378.541 L ÷ 3.785411784 = 99.99995 -> 100.000 gal; $1.030/L × 3.785411784 = $3.899/gal.
    await user.type(field(add, 'Litres'), '378.541');
    await user.type(field(add, 'Price per litre'), '1.030');
    expect(inDialog(add).getByText('Total cost: $389.90')).toBeTruthy();
    await user.click(inDialog(add).getByRole('button', { name: 'Save Fuel Entry' }));
    await screen.findByText('Fuel entry added successfully');

    expect(await db.fuelEntries.where('odometer').equals(102_651).first()).toMatchObject({
      gallons: '100.000',
      pricePerGallon: '3.899',
      totalCost: '389.900',
    });
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({
      odometer: '102651',
      gallons: '100.000',
      pricePerGallon: '3.899',
    });
    // Shown again: 100.000 gal × 3.785411784 = 378.54 L; 102,651 mi = 165,201.3 -> 165,201 km.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const [added] = screen.getAllByRole('article');
    expect(within(added!).getByText('165,201 km')).toBeTruthy();
    for (const text of ['378.54 L', '$1.03/L', '$389.90'])
      expect(within(added!).getByText(text), text).toBeTruthy();
    expect(card('This Week Total')).toEqual(['$779.90', '757.08 L']);
    expect(card('Last Fill-up')).toEqual(['378.54 L', expect.any(String), '165,201 km']);
  });

  it('says in litres what is wrong with a litre figure', async () => {
    const { user } = renderWithProviders(<FuelPage />, signedIn);
    await user.click(await screen.findByRole('button', { name: 'Add Fuel Entry' }));
    await screen.findByRole('dialog', { name: add });
    await inDialog(add).findByLabelText('Litres');
    await user.click(inDialog(add).getByRole('button', { name: 'Save Fuel Entry' }));
    expect(await screen.findByText('Litres is required')).toBeTruthy();
    expect(screen.getByText('Price per litre is required')).toBeTruthy();
    await user.type(field(add, 'Litres'), '4000');
    await user.type(field(add, 'Price per litre'), '26.418');
    await user.click(inDialog(add).getByRole('button', { name: 'Save Fuel Entry' }));
    expect(
      await screen.findByText('Litres look too high for one fill-up (at most 3,785.41)'),
    ).toBeTruthy();
    expect(screen.getByText('Price per litre looks too high (at most $26.417)')).toBeTruthy();
  });

  it('keeps a stored figure the driver left alone when a fill-up is edited', async () => {
    // $3.900/gal ÷ 3.785411784 = $1.0303/L, shown as 1.030, which would store $3.899/gal.
    const entry = await storedFuelEntry({ gallons: '11.921', pricePerGallon: '3.900' });
    const { user } = renderWithProviders(<FuelPage />, signedIn);
    const [card] = await screen.findAllByRole('article');
    await user.click(within(card!).getByRole('button', { name: /Fill-up actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = 'Edit Fuel Entry';
    // 11.921 gal × 3.785411784 = 45.1259 -> 45.13 L.
    await waitFor(() => expect(field(edit, 'Litres').value).toBe('45.13'));
    expect(field(edit, 'Price per litre').value).toBe('1.030');
    expect(inDialog(edit).getByText('Total cost: $46.49')).toBeTruthy();
    await user.click(inDialog(edit).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Fuel entry updated successfully');
    expect(await db.fuelEntries.get(entry.id)).toMatchObject({
      gallons: '11.921',
      pricePerGallon: '3.900',
      odometer: 100_000,
    });
  });
});
