import { loadMessages, numbersOnly } from '@haulbook/sync-protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../data/db';
import { driver } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AddLoadDialog } from './AddLoadDialog';
import { LoadsPage } from '../LoadsPage';
import { fillLoadForm, resetDevice } from '../../../test/loadsKit';

const signedIn = { auth: { status: 'signedIn' as const, user: driver } };

const renderDialog = () =>
  renderWithProviders(<AddLoadDialog opened onClose={() => {}} />, signedIn);

const field = (label: string) =>
  within(screen.getByRole('dialog', { name: 'Add New Load' })).getByLabelText(
    label,
  ) as HTMLInputElement;

beforeEach(async () => {
  await resetDevice();
});

describe('the Add New Load dialog', () => {
  it('has every field of the form, labelled, and no status choice', async () => {
    renderDialog();
    const labels = [
      'Load number',
      'Pickup city',
      'Pickup state',
      'Delivery city',
      'Delivery state',
      'Pickup date',
      'Delivery date',
      'Loaded miles',
      'Empty miles',
      'Total miles',
      'Load pays',
      'My pay',
      'Company',
      'Notes',
    ];
    for (const label of labels) expect(field(label), label).toBeTruthy();
    expect(field('Pickup date').type).toBe('datetime-local');
    expect(field('Total miles').readOnly).toBe(true);
    expect(await screen.findByText(/^From your pay settings: /)).toBeTruthy();
    expect(screen.queryByLabelText(/status/i)).toBeNull();
  });

  it('says both dates are required when saved without them', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save Load' }));
    expect(await screen.findByText('Pickup date is required')).toBeTruthy();
    expect(screen.getByText('Delivery date is required')).toBeTruthy();
    expect(screen.getByText(loadMessages.pickupCityRequired)).toBeTruthy();
    expect(screen.getByText(loadMessages.deliveryStateRequired)).toBeTruthy();
    expect(await db.loads.count()).toBe(0);
  });

  it('refuses a delivery before the pickup', async () => {
    const { user } = renderDialog();
    await fillLoadForm(user, { pickupDate: '2026-11-18T14:00', deliveryDate: '2026-11-18T09:00' });
    await user.click(screen.getByRole('button', { name: 'Save Load' }));
    expect(await screen.findByText(loadMessages.deliveryBeforePickup)).toBeTruthy();
    expect(await db.loads.count()).toBe(0);
  });

  it('adds loaded and empty miles into the read-only total as the driver types', async () => {
    const { user } = renderDialog();
    expect(field('Total miles').value).toBe('0');
    await user.type(field('Loaded miles'), '1200');
    expect(field('Total miles').value).toBe('1,200');
    await user.clear(field('Empty miles'));
    await user.type(field('Empty miles'), '85');
    expect(field('Total miles').value).toBe('1,285');
  });

  it('starts both miles empty, so typing 15 gives 15', async () => {
    const { user } = renderDialog();
    expect(field('Loaded miles').value).toBe('');
    expect(field('Empty miles').value).toBe('');
    await user.type(field('Empty miles'), '15');
    expect(field('Empty miles').value).toBe('15');
  });

  it('keeps stray characters as typed, says numbers only and saves nothing', async () => {
    const { user } = renderDialog();
    await fillLoadForm(user, { loadedMiles: '11,5a0' });
    expect(field('Loaded miles').value).toBe('11,5a0');
    expect(await screen.findByText(numbersOnly)).toBeTruthy();
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save Load' }));
    await waitFor(() => expect(field('Loaded miles').getAttribute('aria-invalid')).toBe('true'));
    expect(await db.loads.count()).toBe(0);
    await user.clear(field('Loaded miles'));
    await user.type(field('Loaded miles'), '1,150');
    expect(field('Total miles').value).toBe('1,150');
    await user.click(screen.getByRole('button', { name: 'Save Load' }));
    await screen.findByText('Load Added Successfully');
    expect((await db.loads.toArray())[0]).toMatchObject({ loadedMiles: 1150, emptyMiles: 0 });
  });

  it('picks a state from its typed code and Enter', async () => {
    const { user } = renderDialog();
    const state = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
    for (const label of ['Pickup state', 'Delivery state']) {
      await user.click(state(label));
      await user.keyboard('TN{Enter}');
      expect(state(label).value).toBe('TN');
    }
    await user.clear(state('Pickup state'));
    await user.keyboard('ma{Enter}');
    expect(state('Pickup state').value).toBe('MA');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('sends the dates as ISO timestamps and queues the POST with the load', async () => {
    const { user } = renderDialog();
    await fillLoadForm(user, { pickupDate: '2026-11-18T14:00', deliveryDate: '2026-11-19T08:30' });
    await user.click(screen.getByRole('button', { name: 'Save Load' }));
    await screen.findByText('Load Added Successfully');

    const [load] = await db.loads.toArray();
    expect(load).toMatchObject({
      pickupDate: new Date('2026-11-18T14:00').toISOString(),
      deliveryDate: new Date('2026-11-19T08:30').toISOString(),
      totalMiles: 420,
      revenue: null,
      status: 'pending',
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: '/api/loads', rowId: load!.id });
    expect(entry!.body).toMatchObject({ pickupDate: load!.pickupDate, emptyMiles: 0 });
    expect(JSON.stringify(entry!.body)).not.toContain('revenue');
  });

  it('starts empty again after a save', async () => {
    const { user } = renderWithProviders(<LoadsPage />, signedIn);
    await screen.findByText('No loads yet');
    await user.click(screen.getByRole('button', { name: 'Add New Load' }));
    await fillLoadForm(user, { loadNumber: 'FIRST' });
    await user.click(screen.getByRole('button', { name: 'Save Load' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Load' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add New Load' }));
    expect(field('Load number').value).toBe('');
    expect(field('Pickup date').value).toBe('');
  });
});

describe('the load photos', () => {
  const photo = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });
  const upload = (files: File[]) =>
    fireEvent.change(screen.getByLabelText('Load photos'), { target: { files } });

  const extractButton = () =>
    screen.getByRole('button', { name: 'Extract Data' }) as HTMLButtonElement;

  it('lists chosen images, offers Extract Data once there is one, and shows the size hint', async () => {
    renderDialog();
    expect(screen.getByText('PNG, JPG up to 10MB each')).toBeTruthy();
    expect(extractButton().disabled).toBe(true);
    upload([photo('ratecon.jpg'), photo('bol.png', 'image/png')]);
    expect(await screen.findByText('ratecon.jpg')).toBeTruthy();
    expect(screen.getByText('bol.png')).toBeTruthy();
    expect(extractButton().disabled).toBe(false);
  });

  it('refuses files that are not images', async () => {
    renderDialog();
    upload([photo('ratecon.pdf', 'application/pdf')]);
    expect(await screen.findByText('Invalid Files')).toBeTruthy();
    expect(screen.getByText('Please select only image files.')).toBeTruthy();
    expect(screen.queryByText('ratecon.pdf')).toBeNull();
  });

  it('takes none of a selection that is not all images', async () => {
    renderDialog();
    upload([photo('ratecon.jpg'), photo('notes.txt', 'text/plain')]);
    expect(await screen.findByText('Please select only image files.')).toBeTruthy();
    expect(screen.queryByText('ratecon.jpg')).toBeNull();
    expect(extractButton().disabled).toBe(true);
  });

  it('keeps at most 5 images', async () => {
    renderDialog();
    upload([1, 2, 3].map((n) => photo(`page-${n}.jpg`)));
    await screen.findByText('page-3.jpg');
    upload([4, 5, 6].map((n) => photo(`page-${n}.jpg`)));
    expect(await screen.findByText('Too Many Files')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('page-6.jpg')).toBeNull();
  });

  it('lets the driver take a photo off the list', async () => {
    const user = userEvent.setup();
    renderDialog();
    upload([photo('blurry.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Remove blurry.jpg' }));
    expect(screen.queryByText('blurry.jpg')).toBeNull();
  });
});
