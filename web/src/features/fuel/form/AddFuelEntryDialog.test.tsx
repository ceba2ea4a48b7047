import { fuelMessages } from '@haulbook/sync-protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../data/db';
import { renderWithProviders } from '../../../test/render';
import { AddFuelEntryDialog } from './AddFuelEntryDialog';
import { today } from '../fuelFormat';
import {
  dialog,
  field,
  fileOf,
  fillFuelForm,
  resetDevice,
  signedIn,
  storedFuelEntry,
} from '../../../test/fuelKit';

const renderDialog = () =>
  renderWithProviders(<AddFuelEntryDialog opened onClose={() => {}} />, signedIn);

const save = () => screen.getByRole('button', { name: 'Save Fuel Entry' });

const lowWarning =
  'This reading is lower than your last entry (100,650 mi). Check the odometer before saving.';
const highWarning = 'That is more than 2,000 miles since your last entry (100,650 mi).';

const missedBox = () => screen.queryByLabelText('I missed logging a previous fuel entry');

/** The text fields of the queued multipart POST /api/fuel. */
const queuedBody = async () => (await db.outbox.toArray())[0]?.body as Record<string, string>;

beforeEach(async () => {
  await resetDevice();
});

describe('the Add Fuel Entry dialog', () => {
  it('has every field, labelled, with today and diesel chosen', () => {
    renderDialog();
    for (const label of ['Date', 'Location', 'Odometer', 'Gallons', 'Price per gallon'])
      expect(field(label), label).toBeTruthy();
    expect(field('Date').type).toBe('date');
    expect(field('Date').value).toBe(today());
    expect(within(dialog()).getByRole('radiogroup', { name: 'Fuel type' })).toBeTruthy();
    expect(
      (within(dialog()).getByRole('radio', { name: 'Diesel' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(field('Receipt photo').type).toBe('file');
    expect(field('Receipt photo').accept).toBe('image/jpeg,image/png');
    expect(missedBox()).toBeNull();
  });

  it('says what is required when saved empty, and stores nothing', async () => {
    const { user } = renderDialog();
    await user.clear(field('Date'));
    await user.click(save());
    for (const message of [
      'Date is required',
      'Odometer reading is required',
      'Gallons is required',
      'Price per gallon is required',
    ])
      expect(await screen.findByText(message), message).toBeTruthy();
    expect(await db.fuelEntries.count()).toBe(0);
  });

  it('refuses letters in the odometer and more than 3 decimals in gallons or price', async () => {
    const { user } = renderDialog();
    await fillFuelForm(user, { odometer: '10O650', gallons: '100.5005', pricePerGallon: '3.8999' });
    await user.click(save());
    expect(await screen.findByText('Must be a valid number')).toBeTruthy();
    expect(screen.getByText('Must be a valid number with up to 3 decimal places')).toBeTruthy();
    expect(screen.getByText('Must be a valid price')).toBeTruthy();
    expect(await db.fuelEntries.count()).toBe(0);
  });

  it('previews the total cost as gallons times price, to the cent', async () => {
    const { user } = renderDialog();
    expect(screen.getByText('Total cost: —')).toBeTruthy();
    await user.type(field('Gallons'), '100.5');
    await user.type(field('Price per gallon'), '3.899');
    expect(screen.getByText('Total cost: $391.85')).toBeTruthy();
    await user.type(field('Gallons'), 'x');
    expect(screen.getByText('Total cost: —')).toBeTruthy();
  });

  it('warns before saving when the odometer is below the last fill-up', async () => {
    await storedFuelEntry({ odometer: 100_650 });
    const { user } = renderDialog();
    await user.type(field('Odometer'), '100500');
    expect(await screen.findByText(lowWarning)).toBeTruthy();
    expect(missedBox()).toBeNull();

    await user.clear(field('Odometer'));
    await user.type(field('Odometer'), '102650');
    expect(screen.queryByText(lowWarning)).toBeNull();
    expect(screen.queryByText(highWarning)).toBeNull();
  });

  it('warns of a jump over 2,000 miles and lets the driver leave that MPG out', async () => {
    await storedFuelEntry({ odometer: 100_650 });
    const { user } = renderDialog();
    await fillFuelForm(user, { odometer: '102651' });
    expect(await screen.findByText(highWarning)).toBeTruthy();
    expect(screen.getByText(/MPG will show N\/A/)).toBeTruthy();
    await user.click(missedBox()!);
    await user.click(save());

    expect(await screen.findByText('Fuel entry added successfully')).toBeTruthy();
    const saved = await db.fuelEntries.where('odometer').equals(102_651).first();
    expect(saved).toMatchObject({ missedPreviousEntry: true, mpg: null });
    expect((await queuedBody()).missedPreviousEntry).toBe('true');
  });

  it('sends no missed fill-up once the jump that asked about it is corrected', async () => {
    await storedFuelEntry({ odometer: 100_650 });
    const { user } = renderDialog();
    await fillFuelForm(user, { odometer: '102651', gallons: '100', pricePerGallon: '4' });
    await user.click(missedBox()!);
    await user.clear(field('Odometer'));
    await user.type(field('Odometer'), '101650');
    expect(missedBox()).toBeNull();
    await user.click(save());

    await screen.findByText('Fuel entry added successfully');
    expect(await queuedBody()).toMatchObject({
      odometer: '101650',
      gallons: '100',
      pricePerGallon: '4',
      fuelType: 'diesel',
      missedPreviousEntry: 'false',
      date: today(),
    });
    expect(await db.fuelEntries.where('odometer').equals(101_650).first()).toMatchObject({
      mpg: '10.00',
    });
  });

  it('saves the chosen fuel type', async () => {
    const { user } = renderDialog();
    await fillFuelForm(user, { fuelType: 'DEF', gallons: '5.5', pricePerGallon: '4.05' });
    await user.click(save());
    await screen.findByText('Fuel entry added successfully');
    expect(await db.fuelEntries.toArray()).toMatchObject([
      { fuelType: 'def', totalCost: '22.275' },
    ]);
  });

  it.each([
    [
      'a PDF',
      fileOf('receipt.pdf', 'application/pdf'),
      'Invalid file type',
      fuelMessages.receiptType,
    ],
    [
      'a 6MB photo',
      fileOf('huge.jpg', 'image/jpeg', 6 * 1024 * 1024),
      'File too large',
      'Please select a file smaller than 5MB.',
    ],
  ])(
    'refuses %s as the receipt under the field, in the dialog',
    async (_, file, title, message) => {
      renderDialog();
      fireEvent.change(field('Receipt photo'), { target: { files: [file] } });
      const dialog = screen.getByRole('dialog', { name: 'Add Fuel Entry' });
      expect(await within(dialog).findByText(`${title}: ${message}`)).toBeTruthy();
      expect(field('Receipt photo').getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByText(file.name)).toBeNull();
      fireEvent.change(field('Receipt photo'), {
        target: { files: [fileOf('ok.png', 'image/png')] },
      });
      expect(within(dialog).queryByText(`${title}: ${message}`)).toBeNull();
    },
  );

  it('shows the chosen receipt by name and removes it', async () => {
    const { user } = renderDialog();
    await user.upload(field('Receipt photo'), fileOf('pump-receipt.jpg', 'image/jpeg'));
    expect(screen.getByText('pump-receipt.jpg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove receipt' }));
    expect(screen.queryByText('pump-receipt.jpg')).toBeNull();

    await fillFuelForm(user);
    await user.click(save());
    await screen.findByText('Fuel entry added successfully');
    expect((await db.outbox.toArray())[0]?.files).toEqual([]);
  });
});
