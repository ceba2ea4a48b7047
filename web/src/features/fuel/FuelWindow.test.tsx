/**
 * Years of fill-ups on the device: the list shows the newest a window at a time, while the figures
 * still see every fill-up.
 */
import type { FuelEntry } from '@haulbook/sync-protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { averageReadWithList, fuelWindowStep } from '../../data/fuelList';
import { renderWithProviders } from '../../test/render';
import { formatFuelDay, today } from './fuelFormat';
import { FuelPage } from './FuelPage';
import { resetDevice, signedIn, storedFuelEntry } from '../../test/fuelKit';

const renderPage = () => renderWithProviders(<FuelPage />, signedIn);

/** A card's figure and the lines under it. */
const card = (title: string) =>
  [...screen.getByRole('region', { name: title }).querySelectorAll('p')]
    .map((line) => line.textContent)
    .slice(1);

const listed = () =>
  within(screen.getByRole('region', { name: 'Recent Fuel Entries' })).getAllByRole('article');

const daysAgo = (days: number) => today(new Date(Date.now() - days * 86_400_000));

/** Two diesel fill-ups 650 miles apart long ago, then `newer` DEF fill-ups, one a day back from today. */
async function longAgoDieselThenDef(newer: number) {
  await storedFuelEntry({ date: daysAgo(newer + 10), odometer: 100_000, gallons: '100.500' });
  await storedFuelEntry({
    date: daysAgo(newer + 9),
    odometer: 100_650,
    gallons: '100.500',
    mpg: '6.47',
  });
  for (let i = newer - 1; i >= 0; i--)
    await storedFuelEntry({
      date: daysAgo(i),
      odometer: 102_000 - i * 10,
      fuelType: 'def',
      gallons: '5.000',
      location: `Stop ${i}`,
    });
}

beforeEach(async () => {
  await resetDevice();
});

describe('a long list of fill-ups', () => {
  it('shows the newest fill-ups a window at a time, and the figures of every one', async () => {
    const newer = fuelWindowStep + 3;
    await longAgoDieselThenDef(newer);
    const { user } = renderPage();
    await screen.findByText('Stop 0');
    expect(listed()).toHaveLength(fuelWindowStep);
    // Worked out from the two diesel fill-ups, neither of them shown: 650 miles on 100.5 gallons.
    expect(card('Average MPG')).toEqual(['6.47', 'Diesel miles per gallon']);
    expect(card('Last Fill-up')).toEqual(['5 gal', formatFuelDay(today()), '102,000 mi']);

    await user.click(screen.getByRole('button', { name: 'Show more fuel entries' }));
    await waitFor(() => expect(listed()).toHaveLength(newer + 2));
    // Focus goes on to the first fill-up added: its actions, named by its day.
    expect(document.activeElement).toBe(
      within(listed()[fuelWindowStep]!).getByRole('button', { name: /^Fill-up actions/ }),
    );
    expect(within(listed().at(-1)!).getByText('100,000 mi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more fuel entries' })).toBeNull();
  });

  it('lists diesel and DEF bought at one stop in the order they were logged, past a window too', async () => {
    for (let i = fuelWindowStep - 2; i >= 0; i--)
      await storedFuelEntry({ odometer: 200_000 + i * 500, location: `Stop ${i}` });
    const stop = { date: daysAgo(1), odometer: 150_000 };
    await storedFuelEntry({ ...stop, location: 'Diesel first' });
    await storedFuelEntry({ ...stop, fuelType: 'def', gallons: '5.000', location: 'Then DEF' });
    const { user } = renderPage();
    await screen.findByText('Diesel first');
    expect(screen.queryByText('Then DEF')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more fuel entries' }));
    expect(await screen.findByText('Then DEF')).toBeTruthy();
    expect(within(listed().at(-2)!).getByText('Diesel first')).toBeTruthy();
  });

  it('works out the average of years of fill-ups once the list is shown', async () => {
    const first = await storedFuelEntry({ date: daysAgo(3000), gallons: '100.500' });
    const later = (i: number): FuelEntry => ({
      ...first,
      id: `${first.id}-${String(i).padStart(5, '0')}`,
      date: daysAgo(3000 - i),
      odometer: first.odometer + i * 650,
      mpg: '6.47',
    });
    await db.fuelEntries.bulkAdd(
      Array.from({ length: averageReadWithList }, (_, i) => later(i + 1)),
    );
    renderPage();
    await screen.findAllByRole('article');
    await waitFor(() => expect(card('Average MPG')).toEqual(['6.47', 'Diesel miles per gallon']));
    expect(screen.getByRole('region', { name: 'Average MPG' }).getAttribute('aria-busy')).toBe(
      'false',
    );
  });
});
