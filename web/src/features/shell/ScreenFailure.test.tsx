import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { reportClientError } from '../../data/clientErrors';
import { clearLocalData, db } from '../../data/db';
import { loadWrites } from '../../data/loads';
import { driver, joplinToDallas } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { reportFailuresWith } from '../../ui/reportFailure';
import { AppLayout } from './AppLayout';

function Broken(): never {
  throw new RangeError('Invalid time value for dale@example.com');
}

const shell = (
  <Routes>
    <Route element={<AppLayout />}>
      <Route path="/loads" element={<Broken />} />
      <Route path="/fuel" element={<h1>Fuel body</h1>} />
    </Route>
  </Routes>
);

/** What the app sent to POST /api/client-errors. */
let reports: unknown[];

beforeEach(async () => {
  await clearLocalData();
  // As main.tsx does: failures go to the server's log.
  reportFailuresWith(reportClientError);
  reports = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) !== '/api/client-errors') return new Response(null, { status: 503 });
    reports.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: 204 });
  });
  // React reports a caught error on the console as well; the test reads the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await clearLocalData();
});

describe('a screen that throws while drawing', () => {
  it('says what failed inside the shell, keeps the entries waiting, and tells the server', async () => {
    await loadWrites(db, () => undefined).addLoad(joplinToDallas);
    const { user } = renderWithProviders(shell, {
      route: '/loads',
      auth: { status: 'signedIn', user: driver },
    });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This screen could not be shown' }),
    ).toBeTruthy();
    expect(
      within(alert).getByText('RangeError: Invalid time value for dale@example.com'),
    ).toBeTruthy();
    expect(await within(alert).findByText(/One entry is waiting and will still sync/)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);

    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      message: 'RangeError: Invalid time value for <email>',
      // jsdom's own address: the test's router keeps its path apart.
      route: '/',
      appVersion: expect.any(String),
    });

    // The menu still works, and the next screen draws afresh.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Fuel' }));
    expect(await screen.findByRole('heading', { name: 'Fuel body' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
