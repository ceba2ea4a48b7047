import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalData, db } from '../../../data/db';
import { loadWrites } from '../../../data/loads';
import { joplinToDallas } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ConnectionBadge } from './ConnectionStatus';
import { StuckChanges } from './StuckChanges';

beforeEach(() => clearLocalData());

const input = { ...joplinToDallas, loadNumber: 'LS-448990' };

/** A load added on this device whose change the server has failed on for an hour. */
async function stuckLoad() {
  const load = await loadWrites(db, () => undefined).addLoad(input);
  const [entry] = await db.outbox.toArray();
  await db.outbox.update(entry!.seq!, {
    failures: 6,
    failingSince: new Date(Date.now() - 3_600_000).toISOString(),
    lastError: 'The server failed on this entry',
  });
  return load;
}

const ui = (
  <>
    <ConnectionBadge />
    <StuckChanges />
  </>
);

describe('a change the server keeps failing on', () => {
  it('is named with its reason, and the header says the sync is stuck', async () => {
    await stuckLoad();
    renderWithProviders(ui, { auth: { status: 'signedIn' } });
    expect(await screen.findByText('One change could not sync')).toBeTruthy();
    expect(screen.getByText('Load LS-448990')).toBeTruthy();
    expect(screen.getByText('The server failed on this entry')).toBeTruthy();
    expect(screen.getByText('Sync stuck')).toBeTruthy();
  });

  it('is rolled back only after the driver confirms Discard', async () => {
    const load = await stuckLoad();
    const { user } = renderWithProviders(ui, { auth: { status: 'signedIn' } });
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText(/only on this device/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await db.loads.get(load.id)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(await screen.findByRole('button', { name: 'Discard change' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await db.loads.get(load.id)).toBeUndefined();
    expect(await db.rejections.count()).toBe(0);
    await waitFor(() => expect(screen.queryByText('One change could not sync')).toBeNull());
    // The badge reads its own live query: its new result may arrive a render after the panel's.
    expect(await screen.findByText('Online')).toBeTruthy();
  });

  it('goes back into the queue when the driver taps Retry', async () => {
    await stuckLoad();
    const { user } = renderWithProviders(ui, { auth: { status: 'signedIn' } });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('One change could not sync')).toBeNull());
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ failures: 0 });
  });
});
