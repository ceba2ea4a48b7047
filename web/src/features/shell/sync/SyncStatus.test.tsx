import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalData, db } from '../../../data/db';
import { loadWrites } from '../../../data/loads';
import { joplinToDallas } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { lastSyncedLabel, SyncPanel } from './SyncStatus';

beforeEach(() => clearLocalData());

const load = joplinToDallas;

describe('sync status', () => {
  it('counts the entries waiting on this device as they are made', async () => {
    renderWithProviders(<SyncPanel />);
    expect(await screen.findByText('Everything is synced')).toBeTruthy();
    const writes = loadWrites(db, () => undefined);
    const first = await writes.addLoad(load);
    expect(await screen.findByText('1 entry waiting to sync')).toBeTruthy();
    await writes.pickUp(first.id);
    expect(await screen.findByText('2 entries waiting to sync')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeTruthy();
  });

  it('says when the device last heard from the server', async () => {
    renderWithProviders(<SyncPanel />);
    expect(await screen.findByText('Not synced yet')).toBeTruthy();
    await db.syncState.put({
      key: 'state',
      deviceId: 'd',
      cursor: 3,
      lastSyncedAt: '2026-11-21T15:04:00.000Z',
      lastError: null,
    });
    await waitFor(() => expect(screen.getByText(/^Last synced/)).toBeTruthy());
  });

  it('shows a new phone how much of its history has come back, and nothing once it all has', async () => {
    renderWithProviders(<SyncPanel />);
    const state = {
      key: 'state' as const,
      deviceId: 'd',
      cursor: 50_412,
      lastSyncedAt: '2026-11-21T15:04:00.000Z',
      lastError: null,
    };
    await db.syncState.put({
      ...state,
      history: { top: 50_412, below: 42_000, total: 50_000, stored: 8_000 },
    });
    const progress = await screen.findByRole('progressbar', {
      name: 'Bringing back your history: 8,000 of 50,000',
    });
    expect(progress.getAttribute('aria-valuenow')).toBe('16');
    expect(screen.getByText('Bringing back your history: 8,000 of 50,000')).toBeTruthy();
    await db.syncState.put(state);
    await waitFor(() => expect(screen.queryByText(/Bringing back your history/)).toBeNull());
  });

  it('labels today by time and older days by date', () => {
    const now = new Date('2026-11-21T18:00:00');
    expect(lastSyncedLabel(new Date('2026-11-21T09:05:00').toISOString(), now)).toBe(
      'Last synced 9:05 AM',
    );
    expect(lastSyncedLabel(new Date('2026-11-19T09:05:00').toISOString(), now)).toBe(
      'Last synced Nov 19, 9:05 AM',
    );
  });
});
