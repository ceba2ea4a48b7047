/** A load card opens its details from anywhere on it, but not from its own buttons. */
import { newLoadRecord, type Load } from '@haulbook/sync-protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LoadCard } from './LoadCard';

const load: Load = {
  ...newLoadRecord(
    {
      id: '0192f3a0-0000-7000-8000-00000000c4d0',
      loadNumber: 'CARD-1',
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: '2026-11-20T15:00:00.000Z',
      deliveryDate: '2026-11-21T15:00:00.000Z',
      loadedMiles: 420,
      emptyMiles: 35,
      revenue: 1250.5,
    },
    '2026-11-19T15:00:00.000Z',
  ),
  version: 1,
};

function renderCard() {
  const handlers = { onOpenDetails: vi.fn(), onOpenDocuments: vi.fn(), onCancel: vi.fn() };
  const rendered = renderWithProviders(
    <LoadCard load={load} waiting={false} unit="miles" pay={undefined} {...handlers} />,
  );
  return { ...rendered, ...handlers };
}

describe('a load card', () => {
  it('opens the details from its title, its route, its dates and its edge', async () => {
    const { user, onOpenDetails } = renderCard();
    const card = screen.getByRole('article', { name: 'CARD-1' });
    for (const spot of [
      screen.getByRole('button', { name: 'CARD-1' }),
      screen.getByText(/Joplin/),
      screen.getByText('Pickup'),
      card,
    ])
      await user.click(spot);
    expect(onOpenDetails).toHaveBeenCalledTimes(4);
    expect(onOpenDetails).toHaveBeenCalledWith(load);
  });

  it('does only what its buttons say when they are tapped, the details staying shut', async () => {
    const { user, onOpenDetails, onOpenDocuments, onCancel } = renderCard();
    await user.click(screen.getByRole('button', { name: 'BOL Docs' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenDocuments).toHaveBeenCalledWith(load);
    expect(onCancel).toHaveBeenCalledWith(load);
    expect(onOpenDetails).not.toHaveBeenCalled();
  });
});
