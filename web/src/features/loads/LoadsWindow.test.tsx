/**
 * A long history on the device: the list shows the newest loads a window at a time, while the
 * filter counts, the counters, the search and the load on the road still see every load.
 */
import type { Load } from '@haulbook/sync-protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { loadWindowStep } from '../../data/loadList';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { LoadsPage } from './LoadsPage';
import { resetDevice, storedLoad } from '../../test/loadsKit';

const renderPage = () =>
  renderWithProviders(<LoadsPage />, {
    auth: { status: 'signedIn', user: driver },
    route: '/loads',
  });

const hourMs = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * hourMs).toISOString();

const listed = () =>
  within(screen.getByRole('region', { name: 'Loads' }))
    .getAllByRole('article')
    .map(
      (article) => document.getElementById(article.getAttribute('aria-labelledby')!)?.textContent,
    );

/** `count` loads, W-0 picked up most recently, then one every 6 hours back; `change` per load. */
async function history(count: number, change: (i: number) => Partial<Load> = () => ({})) {
  const loads: Load[] = [];
  for (let i = 0; i < count; i++)
    loads.push(
      await storedLoad({
        loadNumber: `W-${i}`,
        pickupDate: hoursAgo(24 * 40 + i * 6),
        deliveryDate: hoursAgo(24 * 40 + i * 6 - 5),
        ...change(i),
      }),
    );
  return loads;
}

const showMore = () => screen.getByRole('button', { name: 'Show more loads' });

beforeEach(async () => {
  await resetDevice();
});

describe('a long list of loads', () => {
  it('shows the newest loads first, a window at a time, and Show more adds the next ones', async () => {
    const count = 2 * loadWindowStep + 5;
    await history(count);
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'W-0' });
    expect(listed()).toHaveLength(loadWindowStep);
    expect(listed().at(-1)).toBe(`W-${loadWindowStep - 1}`);

    await user.click(showMore());
    await waitFor(() => expect(listed()).toHaveLength(2 * loadWindowStep));
    // Focus goes on to the first card added, where the list grew: its title, which opens it.
    const added = screen.getByRole('article', { name: `W-${loadWindowStep}` });
    expect(document.activeElement).toBe(
      within(added).getByRole('button', { name: `W-${loadWindowStep}` }),
    );

    await user.click(showMore());
    await waitFor(() => expect(listed()).toHaveLength(count));
    expect(listed().at(-1)).toBe(`W-${count - 1}`);
    expect(screen.queryByRole('button', { name: 'Show more loads' })).toBeNull();
    // 65 cards drawn and read by role in jsdom: 12 to 16 s alone, over 20 s beside the other
    // projects on 2 cores.
  }, 60_000);

  it('counts every load in the filters and the counters, not only those shown', async () => {
    const statusOf = (i: number): Load['status'] =>
      i === 100 ? 'picked_up' : i < 30 ? 'pending' : i % 30 === 0 ? 'cancelled' : 'delivered';
    await history(120, (i) => ({
      status: statusOf(i),
      actualPickupDate: statusOf(i) === 'pending' ? null : hoursAgo(24 * 40 + i * 6),
      // Loads far down the list, delivered this week: they count though they are not shown.
      actualDeliveryDate:
        statusOf(i) !== 'delivered' ? null : i >= 110 ? hoursAgo(1) : hoursAgo(24 * 40),
    }));
    renderPage();
    await screen.findByRole('article', { name: 'W-0' });

    const radios = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(radios).toEqual(['All 120', 'Active 1', 'Pending 30', 'Delivered 86']);
    const counter = (label: string) =>
      within(screen.getByRole('region', { name: label })).getByText(/^\d+$/).textContent;
    await waitFor(() => expect(counter('Delivered This Week')).toBe('10'));
    expect(counter('Delivered This Month')).toBe('10');
  });

  it('keeps the load on the road on top, however old its pickup, and lists it once', async () => {
    await history(120, (i) =>
      i === 119 ? { status: 'picked_up', actualPickupDate: hoursAgo(2) } : {},
    );
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'W-119' });
    expect(listed().slice(0, 2)).toEqual(['W-119', 'W-0']);

    await user.click(showMore());
    await waitFor(() => expect(listed()).toHaveLength(2 * loadWindowStep));
    expect(listed().filter((title) => title === 'W-119')).toHaveLength(1);
    expect(listed()[0]).toBe('W-119');
  });

  it('finds an old load far past the window by its city or number', async () => {
    await history(120, (i) => (i === 117 ? { deliveryCity: 'Amarillo' } : {}));
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'W-0' });
    expect(screen.queryByRole('article', { name: 'W-117' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search loads' }), 'amarillo');
    await waitFor(() => expect(listed()).toEqual(['W-117']));
    expect(screen.queryByRole('button', { name: 'Show more loads' })).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Search loads' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search loads' }), 'w-11');
    await waitFor(() =>
      expect(listed()).toEqual(['W-11', ...Array.from({ length: 10 }, (_, i) => `W-${110 + i}`)]),
    );
  });

  it('shows in the details dialog the load as it is now', async () => {
    const [load] = await history(1);
    const { user } = renderPage();
    await user.click(await screen.findByText('W-0'));
    const details = await screen.findByRole('dialog', { name: 'Load details' });
    expect(within(details).getByText('Pending')).toBeTruthy();

    await db.loads.update(load!.id, { status: 'picked_up', actualPickupDate: hoursAgo(0) });
    expect(await within(details).findByText('Active')).toBeTruthy();
  });
});
