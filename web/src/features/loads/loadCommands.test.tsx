import Dexie from 'dexie';
import { loadMessages } from '@haulbook/sync-protocol';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { LoadActionError } from '../../data/loads';
import { renderWithProviders } from '../../test/render';
import { localFailureMessage } from '../../data/localFailure';
import { loadCommands } from './loadCommands';
import { resetDevice, storedLoad } from '../../test/loadsKit';

beforeEach(async () => {
  await resetDevice();
});

describe('load commands', () => {
  it('toasts a stale action under the docs/product.md title and queue nothing', async () => {
    renderWithProviders(<div />);
    const delivered = await storedLoad({ status: 'delivered' });
    const seenAsPending = { ...delivered, status: 'pending' as const };

    expect(await loadCommands.pickUp(seenAsPending)).toBe(false);
    expect(await screen.findByText('Failed to mark load as picked up')).toBeTruthy();
    expect(screen.getByText('This load is already delivered')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses to deliver a load not picked up, as the server does, and queues nothing', async () => {
    renderWithProviders(<div />);
    const pending = await storedLoad();

    expect(await loadCommands.deliver(pending)).toBe(false);
    expect(await screen.findByText('Failed to mark load as delivered')).toBeTruthy();
    expect(screen.getByText(loadMessages.notPickedUp)).toBeTruthy();
    expect((await db.loads.get(pending.id))?.status).toBe('pending');
    expect(await db.outbox.count()).toBe(0);
  });

  it('toasts a load that is gone from the device', async () => {
    renderWithProviders(<div />);
    const load = await storedLoad();
    await db.loads.delete(load.id);

    expect(await loadCommands.cancel(load)).toBe(false);
    expect(await screen.findByText('Failed to cancel load')).toBeTruthy();
    expect(screen.getByText('This load is no longer on this device')).toBeTruthy();
  });

  it.each([
    [new LoadActionError(loadMessages.notPickedUp), loadMessages.notPickedUp],
    [
      Object.assign(new Error('quota'), { name: 'QuotaExceededError' }),
      'This device is out of storage space. Free some space and try again.',
    ],
    [
      // How Dexie reports a write the full disk refused at commit: an abort carrying the quota.
      new Dexie.AbortError('Transaction aborted', new DOMException('full', 'QuotaExceededError')),
      'This device is out of storage space. Free some space and try again.',
    ],
    [
      Object.assign(new Error('closed'), { name: 'DatabaseClosedError' }),
      'Saved data is unavailable. Reload the app and try again.',
    ],
    [new Error('boom'), 'Failed to add load. Please try again.'],
  ])('explains %s in the driver’s words', (error, message) => {
    expect(localFailureMessage(error, 'Failed to add load. Please try again.')).toBe(message);
  });
});
