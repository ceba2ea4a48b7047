import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { driver } from '../../test/fixtures';
import { chooseDistanceUnit } from '../../test/preferences';
import { renderWithProviders } from '../../test/render';
import { AddLoadDialog } from './form/AddLoadDialog';
import { LoadDetailsDialog } from './details/LoadDetailsDialog';
import { storedFuelEntry } from '../../test/fuelKit';
import { fillLoadForm, resetDevice, storedLoad } from '../../test/loadsKit';

const signedIn = { auth: { status: 'signedIn' as const, user: driver } };

const inDialog = (name: string) => within(screen.getByRole('dialog', { name }));

const field = (name: string, label: string) =>
  inDialog(name).getByLabelText(label) as HTMLInputElement;

const save = (name: string) => inDialog(name).getByRole('button', { name: /^Save/ });

beforeEach(async () => {
  await resetDevice();
  await chooseDistanceUnit('km');
});

// Worked by hand: 100 km ÷ 1.609344 = 62.137 -> 62 mi; 62 mi × 1.609344 = 99.78 -> 100 km.
describe('a load in km', () => {
  it('is typed in km, checked in km, stored in whole miles and priced on those miles', async () => {
    const { user } = renderWithProviders(<AddLoadDialog opened onClose={() => {}} />, signedIn);
    const add = 'Add New Load';
    expect(await screen.findByLabelText('Loaded km')).toBeTruthy();
    expect(screen.queryByLabelText('Loaded miles')).toBeNull();
    await fillLoadForm(user, { loadedMiles: '100.5', emptyMiles: '10' });
    expect(field(add, 'Total km').value).toBe('110.5');
    await user.click(save(add));
    expect(await screen.findByText('Kilometers must be a whole number')).toBeTruthy();

    await user.clear(field(add, 'Loaded km'));
    await user.type(field(add, 'Loaded km'), '100');
    expect(field(add, 'Total km').value).toBe('110');
    // Landstar pays 75 % of the load; with no gross, of 68 mi × $2.75 = $187.00: $140.25.
    expect(
      inDialog(add).getByText(
        'From your pay settings: $140.25 (an estimate) · 75 % of $187.00 estimated (68 mi × $2.75/mi market rate)',
      ),
    ).toBeTruthy();
    await user.click(save(add));
    await screen.findByText('Load Added Successfully');
    // 10 km ÷ 1.609344 = 6.21 -> 6 mi.
    expect(await db.loads.toArray()).toMatchObject([
      { loadedMiles: 62, emptyMiles: 6, totalMiles: 68 },
    ]);
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({ loadedMiles: 62, emptyMiles: 6 });
  });

  it('shows the stored miles in km, and an edit that changes nothing stores the same miles', async () => {
    const load = await storedLoad({ loadedMiles: 62, emptyMiles: 6, totalMiles: 68 });
    await storedFuelEntry({ assignedLoadId: load.id, mpg: '6.50' });
    const { user } = renderWithProviders(
      <LoadDetailsDialog load={load} opened onClose={() => {}} />,
      signedIn,
    );
    const details = 'Load details';
    expect(await inDialog(details).findByText('100 km')).toBeTruthy();
    expect(inDialog(details).getByText('Loaded km')).toBeTruthy();
    expect(inDialog(details).getByText('10 km')).toBeTruthy();
    // The total is the two shown added up: 68 mi alone would read 109 km.
    expect(inDialog(details).getByText('110 km')).toBeTruthy();
    // 100 gal × 3.785411784 = 378.54 L; 6.50 MPG = 235.2146 ÷ 6.5 = 36.19 L/100 km.
    expect(await inDialog(details).findByText('1 fill-up · 378.54 L · $390.00')).toBeTruthy();
    expect(inDialog(details).getByText('Load L/100 km')).toBeTruthy();
    expect(inDialog(details).getByText('36.19')).toBeTruthy();

    await user.click(inDialog(details).getByRole('button', { name: 'Edit load' }));
    const edit = 'Edit Load';
    await waitFor(() => expect(field(edit, 'Loaded km').value).toBe('100'));
    expect(field(edit, 'Empty km').value).toBe('10');
    await user.click(save(edit));
    await screen.findByText('Load updated successfully');
    expect(await db.loads.get(load.id)).toMatchObject({ loadedMiles: 62, emptyMiles: 6 });
  });
});
