import { addMonths } from '@haulbook/sync-protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { resetDevice, signedIn } from '../../test/fuelKit';
import { storedLoad } from '../../test/loadsKit';
import { renderWithProviders } from '../../test/render';
import { formatFuelDay, today } from '../fuel/fuelFormat';
import { ExpensesPage } from './ExpensesPage';

/** A device with no way to the server: everything here is read from and written to Dexie. */
const renderOffline = () =>
  renderWithProviders(<ExpensesPage />, {
    ...signedIn,
    route: '/expenses',
    auth: { ...signedIn.auth, serverReachable: false },
  });

const dialog = () => screen.getByRole('dialog', { name: 'Add Expense' });
const field = (label: string) => within(dialog()).getByLabelText(label);
const total = () => screen.getByRole('region', { name: 'Month total' });

beforeEach(async () => {
  await resetDevice();
});

describe('ExpensesPage', () => {
  it('adds an expense offline, listed at once with the month total and its category', async () => {
    const load = await storedLoad({ loadNumber: 'LS-4471' });
    const { user } = renderOffline();
    expect(screen.getByRole('heading', { name: 'Expenses', level: 1 })).toBeTruthy();
    await screen.findByText(/No expenses this month/);
    expect(within(total()).getByText('$0.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    await screen.findByRole('dialog', { name: 'Add Expense' });
    expect((field('Date') as HTMLInputElement).value).toBe(today());
    await user.selectOptions(field('Category'), 'Tolls');
    await user.type(field('Amount'), '18.5');
    await user.selectOptions(field('Load'), load.id);
    // The chosen load's states come first.
    const likely = within(field('State or province')).getByRole('group', { name: 'Likely' });
    expect(
      within(likely)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['MO – Missouri', 'TX – Texas']);
    await user.selectOptions(field('State or province'), 'MO');
    await user.type(field('Notes'), 'Turnpike');
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));

    expect(await screen.findByText('Expense added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Expense' })).toBeNull());
    const added = await screen.findByRole('article', { name: `Tolls, ${formatFuelDay(today())}` });
    for (const text of ['$18.50', `${formatFuelDay(today())} · MO`, 'Turnpike'])
      expect(within(added).getByText(text), text).toBeTruthy();
    expect(within(total()).getAllByText('$18.50')).toHaveLength(2);
    expect(within(total()).getByRole('group', { name: 'Tolls' })).toBeTruthy();
    expect(within(total()).queryByRole('group', { name: 'Scales' })).toBeNull();

    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ method: 'POST', path: '/api/expenses' });
    expect(queued?.body).toMatchObject({
      category: 'tolls',
      amount: '18.50',
      loadId: load.id,
      jurisdiction: 'MO',
      notes: 'Turnpike',
    });
  });

  it('says what is missing and saves nothing', async () => {
    const { user } = renderOffline();
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    await screen.findByRole('dialog', { name: 'Add Expense' });
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    expect(await within(dialog()).findByText('Choose a category')).toBeTruthy();
    expect(
      within(dialog()).getByText('Amount must be a positive amount with at most 2 decimal places'),
    ).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('steps to last month, and deletes an expense with Undo', async () => {
    const now = new Date().toISOString();
    await db.expenses.add({
      id: '0192f3a0-0000-7000-8000-0000000000e1',
      date: addMonths(today(), -1),
      category: 'lumper',
      amount: '150.00',
      loadId: null,
      jurisdiction: null,
      notes: '',
      receiptUrl: '/api/expenses/0192f3a0-0000-7000-8000-0000000000e1/receipt',
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    const { user } = renderOffline();
    await screen.findByText(/No expenses this month/);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const lumper = await screen.findByRole('article', { name: /^Lumper/ });
    expect(within(lumper).getByRole('link', { name: 'Receipt' })).toBeTruthy();
    expect(within(total()).getAllByText('$150.00')).toHaveLength(2);

    await user.click(within(lumper).getByRole('button', { name: /^Delete Lumper/ }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Lumper/ })).toBeNull());
    expect(within(total()).getByText('$0.00')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: /^Lumper/ })).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });
});
