/** The loads list a driver works with: order, filters, search, delivered cards and counters. */
import {
  loadCounterExamples,
  loadCounterExpected,
  loadCounterNow,
  loadCounterSettings,
} from '@haulbook/sync-protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { LoadsPage } from './LoadsPage';
import { storedFuelEntry } from '../../test/fuelKit';
import { resetDevice, storedLoad } from '../../test/loadsKit';

const renderPage = (user = driver) =>
  renderWithProviders(<LoadsPage />, { auth: { status: 'signedIn', user }, route: '/loads' });

const listedTitles = () =>
  within(screen.getByRole('region', { name: 'Loads' }))
    .getAllByRole('article')
    .map(
      (article) => document.getElementById(article.getAttribute('aria-labelledby')!)?.textContent,
    );

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T15:00:00.000Z`;

beforeEach(async () => {
  await resetDevice();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the loads list', () => {
  it('pins the active load on top, then lists by pickup date, newest first', async () => {
    await storedLoad({ loadNumber: 'MID', pickupDate: day(10), deliveryDate: day(11) });
    await storedLoad({
      loadNumber: 'ON-ROAD',
      status: 'picked_up',
      pickupDate: day(2),
      deliveryDate: day(3),
    });
    await storedLoad({ loadNumber: 'NEWEST', pickupDate: day(20), deliveryDate: day(21) });
    await storedLoad({ loadNumber: 'OLDEST', pickupDate: day(1), deliveryDate: day(2) });
    renderPage();
    await screen.findByRole('article', { name: 'ON-ROAD' });
    expect(listedTitles()).toEqual(['ON-ROAD', 'NEWEST', 'MID', 'OLDEST']);
  });

  it('shows only Active, Pending or Delivered loads, and finds one by number or city', async () => {
    await storedLoad({ loadNumber: 'P-1', pickupDate: day(5), deliveryDate: day(6) });
    await storedLoad({
      loadNumber: 'A-1',
      status: 'picked_up',
      pickupDate: day(4),
      deliveryDate: day(6),
    });
    await storedLoad({
      loadNumber: 'D-1',
      status: 'delivered',
      deliveryCity: 'Amarillo',
      pickupDate: day(3),
      deliveryDate: day(4),
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'A-1' });

    await user.click(screen.getByRole('radio', { name: /Pending/ }));
    await waitFor(() => expect(listedTitles()).toEqual(['P-1']));
    await user.click(screen.getByRole('radio', { name: /Delivered/ }));
    await waitFor(() => expect(listedTitles()).toEqual(['D-1']));
    await user.click(screen.getByRole('radio', { name: /Active/ }));
    await waitFor(() => expect(listedTitles()).toEqual(['A-1']));
    await user.click(screen.getByRole('radio', { name: /All/ }));

    const search = screen.getByRole('searchbox', { name: 'Search loads' });
    await user.type(search, 'amaril');
    await waitFor(() => expect(listedTitles()).toEqual(['D-1']));
    await user.clear(search);
    await user.type(search, 'p-1');
    await waitFor(() => expect(listedTitles()).toEqual(['P-1']));
    await user.clear(search);
    await user.type(search, 'nowhere');
    expect(await screen.findByText('No loads match')).toBeTruthy();
  });

  it('a delivered card says when it was delivered, its miles and revenue, with no dead buttons', async () => {
    await storedLoad({
      loadNumber: 'DONE',
      status: 'delivered',
      actualDeliveryDate: '2026-11-21T15:30:00.000Z',
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'DONE' });
    expect(within(card).getByText(/Delivered on Nov 21, 2026/)).toBeTruthy();
    expect(within(card).getAllByText('455 miles').length).toBeGreaterThan(0);
    // The revenue line reads the pay settings from the device database, a beat after the card.
    expect((await within(card).findAllByText('$1,250.50')).length).toBeGreaterThan(0);
    for (const name of ['Picked Up', 'Delivered', 'Cancel'])
      expect(within(card).queryByRole('button', { name })).toBeNull();
    expect(within(card).getByRole('button', { name: 'BOL Docs' })).toBeTruthy();
  });

  it('counts the shared examples as the server does, from actual pickup and delivery times', async () => {
    for (const example of loadCounterExamples) {
      await storedLoad({
        status: example.status,
        pickupDate: example.pickupDate,
        deliveryDate: example.deliveryDate,
        actualPickupDate: example.pickedUpAt ?? null,
        actualDeliveryDate: example.deliveredAt ?? null,
      });
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(loadCounterNow));
    renderPage({ ...driver, ...loadCounterSettings });
    const counter = (label: string) =>
      Number(within(screen.getByRole('region', { name: label })).getByText(/^\d+$/).textContent);
    await waitFor(() =>
      expect({
        weeklyDelivered: counter('Delivered This Week'),
        weeklyActive: counter('Active This Week'),
        monthlyDelivered: counter('Delivered This Month'),
        monthlyActive: counter('Active This Month'),
      }).toEqual(loadCounterExpected),
    );
  });

  it("shows in a load's details the fuel logged during it: gallons, cost and the load's MPG", async () => {
    const load = await storedLoad({ loadNumber: 'FUELED', status: 'picked_up' });
    await storedFuelEntry({
      assignedLoadId: load.id,
      gallons: '100.000',
      pricePerGallon: '3.900',
      mpg: '6.50',
    });
    await storedFuelEntry({
      assignedLoadId: load.id,
      fuelType: 'def',
      gallons: '2.500',
      pricePerGallon: '4.000',
      odometer: 100_400,
    });
    await storedFuelEntry({ assignedLoadId: null, gallons: '80.000', odometer: 99_000 });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'FUELED' });
    await user.click(within(card).getByText('Joplin, MO → Dallas, TX'));
    const details = await screen.findByRole('dialog', { name: 'Load details' });
    expect(await within(details).findByText('2 fill-ups · 102.5 gal · $400.00')).toBeTruthy();
    expect(within(details).getByText('6.50')).toBeTruthy();
  });
});
