import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../data/db';
import { loads } from '../../../data/sync';
import { driver } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { LoadDetailsDialog } from './LoadDetailsDialog';
import { loadCommands } from '../loadCommands';
import { resetDevice, storedLoad } from '../../../test/loadsKit';

const signedIn = { auth: { status: 'signedIn' as const, user: driver } };

beforeEach(async () => {
  await resetDevice();
});

/** A keyboard user's press: the button has focus, then Enter. */
async function press(user: UserEvent, button: HTMLElement) {
  button.focus();
  await user.keyboard('{Enter}');
}

const queuedCorrections = async () =>
  (await db.outbox.toArray())
    .filter((e) => e.path.endsWith('/status-correction'))
    .map((e) => ({ method: e.method, body: e.body }));

describe('undoing a status', () => {
  it('Undo in the Delivered toast moves the load back to Active, as a correction the server gets', async () => {
    const user = userEvent.setup();
    renderWithProviders(<div />);
    const load = await storedLoad({ status: 'picked_up', isActive: true });

    expect(await loadCommands.deliver(load)).toBe(true);
    const toast = (await screen.findByText('Load marked as delivered successfully')).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Load moved back to Active')).toBeTruthy();
    expect((await db.loads.get(load.id))?.status).toBe('picked_up');
    expect(await queuedCorrections()).toEqual([{ method: 'POST', body: { status: 'picked_up' } }]);
  });

  it('a fast double tap on Undo moves the load back once, with no refusal after it', async () => {
    renderWithProviders(<div />);
    const load = await storedLoad({ status: 'picked_up', isActive: true });

    await loadCommands.deliver(load);
    const undo = await screen.findByRole('button', { name: 'Undo' });
    fireEvent.click(undo);
    fireEvent.click(undo);

    expect(await screen.findByText('Load moved back to Active')).toBeTruthy();
    expect(await queuedCorrections()).toEqual([{ method: 'POST', body: { status: 'picked_up' } }]);
    expect(screen.queryByText(/cannot be moved back/)).toBeNull();
  });

  it('two corrections at once queue one: the second sees the load already moved back', async () => {
    const load = await storedLoad({ status: 'delivered' });

    const outcomes = await Promise.allSettled([
      loads.correctStatus(load.id, 'picked_up'),
      loads.correctStatus(load.id, 'picked_up'),
    ]);

    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(String(refused?.reason)).toMatch('This load cannot be moved back to Active');
    expect((await db.loads.get(load.id))?.status).toBe('picked_up');
    expect(await queuedCorrections()).toEqual([{ method: 'POST', body: { status: 'picked_up' } }]);
  });

  it('Undo in the Picked Up toast moves the load back to Pending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<div />);
    const load = await storedLoad();

    await loadCommands.pickUp(load);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Load moved back to Pending')).toBeTruthy();
    expect((await db.loads.get(load.id))?.status).toBe('pending');
  });
});

describe('correcting a status in the load details', () => {
  it('a delivered load moves back to Active once the driver confirms', async () => {
    const user = userEvent.setup();
    const load = await storedLoad({ status: 'delivered' });
    renderWithProviders(<LoadDetailsDialog load={load} opened onClose={() => {}} />, signedIn);

    await user.click(await screen.findByRole('button', { name: 'Move back to Active' }));
    expect(await queuedCorrections()).toEqual([]);
    expect(screen.getByText(/It stops counting as delivered/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move back' }));

    expect(await screen.findByText('Load moved back to Active')).toBeTruthy();
    expect((await db.loads.get(load.id))?.status).toBe('picked_up');
    expect(await queuedCorrections()).toEqual([{ method: 'POST', body: { status: 'picked_up' } }]);
  });

  it('keeps keyboard focus: on the question when it opens, back on its button when kept', async () => {
    const user = userEvent.setup();
    const load = await storedLoad({ status: 'delivered' });
    renderWithProviders(<LoadDetailsDialog load={load} opened onClose={() => {}} />, signedIn);

    await press(user, await screen.findByRole('button', { name: 'Move back to Active' }));
    const question = screen.getByRole('group', {
      name: 'Move back',
      description: /Move this load back to Active\?/,
    });
    expect(question.contains(document.activeElement)).toBe(true);

    await press(user, within(question).getByRole('button', { name: 'Keep Delivered' }));
    expect(screen.queryByRole('group', { name: 'Move back' })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move back to Active' }),
    );
  });

  it('an active load offers Pending, and a pending load offers nothing', async () => {
    const active = await storedLoad({ status: 'picked_up', isActive: true });
    const { unmount } = renderWithProviders(
      <LoadDetailsDialog load={active} opened onClose={() => {}} />,
      signedIn,
    );
    expect(await screen.findByRole('button', { name: 'Move back to Pending' })).toBeTruthy();
    unmount();
    const pending = await storedLoad();
    renderWithProviders(<LoadDetailsDialog load={pending} opened onClose={() => {}} />, signedIn);
    await screen.findByText('Load details');
    expect(screen.queryByRole('button', { name: /Move back/ })).toBeNull();
  });
});
