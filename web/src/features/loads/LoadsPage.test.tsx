import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { LoadsPage } from './LoadsPage';
import { fillLoadForm, resetDevice, storedLoad, syncedDocument } from '../../test/loadsKit';

const signedIn = { auth: { status: 'signedIn' as const, user: driver }, route: '/loads' };

const renderPage = () => renderWithProviders(<LoadsPage />, signedIn);

const counter = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByText(/^\d+$/).textContent;

const counters = () =>
  ['Delivered This Week', 'Active This Week', 'Delivered This Month', 'Active This Month'].map(
    counter,
  );

const card = (title: string) => screen.getByRole('article', { name: title });

/** The status badge, not the button of the same name. */
const statusBadge = (title: string, label: string) =>
  within(card(title)).getByText(label, { ignore: 'button, button *' });

const button = (title: string, name: string) =>
  within(card(title)).getByRole('button', { name }) as HTMLButtonElement;

beforeEach(async () => {
  await resetDevice();
});

describe('LoadsPage', () => {
  it('shows the title, zero counters and the empty state, whose button opens the dialog', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Load Management' })).toBeTruthy();
    expect(await screen.findByText('No loads yet')).toBeTruthy();
    expect(counters()).toEqual(['0', '0', '0', '0']);

    await user.click(screen.getByRole('button', { name: 'Add Your First Load' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Load' })).toBeTruthy();
  });

  it('waits for the first sync of a new device before saying there are no loads', async () => {
    await db.syncState.clear();
    renderPage();
    expect(await screen.findByText('Looking for your loads…')).toBeTruthy();
    expect(screen.queryByText('No loads yet')).toBeNull();

    await db.syncState.put({
      key: 'state',
      deviceId: 'd',
      cursor: 3,
      lastSyncedAt: new Date().toISOString(),
      lastError: null,
    });
    expect(await screen.findByText('No loads yet')).toBeTruthy();
  });

  it('says there are no loads at once on a device that is offline', async () => {
    await db.syncState.clear();
    renderWithProviders(<LoadsPage />, {
      ...signedIn,
      auth: { ...signedIn.auth, serverReachable: false },
    });
    expect(await screen.findByText('No loads yet')).toBeTruthy();
  });

  it('adds a load through the dialog: it shows at once as Pending, then counts once picked up and delivered', async () => {
    const { user } = renderPage();
    await screen.findByText('No loads yet');
    await user.click(screen.getByRole('button', { name: 'Add New Load' }));
    await fillLoadForm(user, { loadNumber: 'LS-4471', emptyMiles: '35', revenue: '1250.50' });
    await user.click(screen.getByRole('button', { name: 'Save Load' }));

    expect(await screen.findByText('Load Added Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Load' })).toBeNull());
    const added = await screen.findByRole('article', { name: 'LS-4471' });
    expect(within(added).getByText('Pending')).toBeTruthy();
    expect(within(added).getByText('Joplin, MO → Dallas, TX')).toBeTruthy();
    expect(within(added).getByText('455 miles')).toBeTruthy();
    expect(await within(added).findByText('$1,250.50')).toBeTruthy();
    expect(await within(added).findByText('Waiting to sync')).toBeTruthy();
    expect(counters()).toEqual(['0', '0', '0', '0']);

    await user.click(button('LS-4471', 'Picked Up'));
    expect(
      await screen.findByText('Load marked as picked up - fuel tracking is now active'),
    ).toBeTruthy();
    await waitFor(() => expect(statusBadge('LS-4471', 'Active')).toBeTruthy());
    expect(counters()).toEqual(['0', '1', '0', '1']);

    await user.click(button('LS-4471', 'Delivered'));
    expect(await screen.findByText('Load marked as delivered successfully')).toBeTruthy();
    await waitFor(() => expect(counters()).toEqual(['1', '0', '1', '0']));
    expect(statusBadge('LS-4471', 'Delivered')).toBeTruthy();
  });

  it('shows an estimate from the pay settings, marked as one, for a load saved without revenue', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add New Load' }));
    await fillLoadForm(user, { loadNumber: 'NO-PAY' });
    await user.click(screen.getByRole('button', { name: 'Save Load' }));
    const saved = await screen.findByRole('article', { name: 'NO-PAY' });
    expect(await within(saved).findByText('Estimate')).toBeTruthy();
    expect(saved.textContent).toMatch(/\$[\d,]+\.\d{2} Estimate/);
  });

  it('lists loads newest pickup first, named by load number or a short id', async () => {
    await storedLoad({ loadNumber: 'OLDER', pickupDate: '2026-01-05T15:00:00.000Z' });
    const unnamed = await storedLoad({
      loadNumber: null,
      pickupDate: '2026-03-05T15:00:00.000Z',
      revenue: null,
    });
    renderPage();
    const shortName = `Load ${unnamed.id.slice(-6).toUpperCase()}`;
    await screen.findByRole('article', { name: shortName });
    const titles = screen
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-labelledby'));
    expect(titles.map((id) => document.getElementById(id!)?.textContent)).toEqual([
      shortName,
      'OLDER',
    ]);
    // Landstar pays 75% of $2.75 a mile: 455 miles -> $938.44, an estimate until entered.
    await waitFor(() => expect(card(shortName).textContent).toContain('$938.44 Estimate'));
    expect(card('OLDER').textContent).toContain('$1,250.50');
    expect(card('OLDER').textContent).not.toContain('Estimate');
    expect(within(card(shortName)).queryByText('Waiting to sync')).toBeNull();
  });

  it.each([
    ['pending', 'Pending', { 'Picked Up': true, Delivered: false, Cancel: true }],
    ['picked_up', 'Active', { 'Picked Up': false, Delivered: true, Cancel: true }],
  ] as const)(
    'a %s load reads %s and enables its buttons per docs/product.md §4',
    async (status, label, enabled) => {
      await storedLoad({ loadNumber: 'RULES', status });
      renderPage();
      await screen.findByRole('article', { name: 'RULES' });
      expect(statusBadge('RULES', label)).toBeTruthy();
      expect(button('RULES', 'BOL Docs').disabled).toBe(false);
      for (const [name, isEnabled] of Object.entries(enabled)) {
        expect(button('RULES', name).disabled, name).toBe(!isEnabled);
      }
    },
  );

  it('cancels a load only after confirmation', async () => {
    const load = await storedLoad({ loadNumber: 'DROP-ME' });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'DROP-ME' });

    await user.click(button('DROP-ME', 'Cancel'));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this load?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep load' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this load?' })).toBeNull(),
    );
    expect(card('DROP-ME')).toBeTruthy();

    await user.click(button('DROP-ME', 'Cancel'));
    await user.click(screen.getByRole('button', { name: 'Cancel load' }));
    expect(await screen.findByText('Load cancelled successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'DROP-ME' })).toBeNull());
    expect(await screen.findByText('No loads yet')).toBeTruthy();
    const queued = await db.outbox.toArray();
    expect(queued.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE /api/loads/${load.id}`,
    ]);
  });

  it('marks no paperwork for a document the server refused, kept here for Retry', async () => {
    const load = await storedLoad({ loadNumber: 'REFUSED-BOL' });
    const refused = syncedDocument(load.id, 1);
    await db.bolDocuments.bulkAdd([
      refused,
      syncedDocument(load.id, 2, { kind: 'proof_of_delivery' }),
    ]);
    await db.rejections.add({
      at: '2026-11-20T10:00:00.000Z',
      method: 'POST',
      path: `/api/loads/${load.id}/bol`,
      status: 400,
      message: 'The file is not a photo or a PDF',
      title: 'Error uploading BOL',
      table: 'bolDocuments',
      rowId: refused.id,
      keptFiles: [],
    });
    renderPage();
    await screen.findByRole('article', { name: 'REFUSED-BOL' });
    // Once the documents are read (the accepted POD shows), the refused bill of lading does not.
    expect(await within(card('REFUSED-BOL')).findByText('BOL — POD ✓')).toBeTruthy();
  });

  it('keeps a cancelled load that has paperwork, with its documents, and marks what it has', async () => {
    const load = await storedLoad({ loadNumber: 'PAPER-TRAIL' });
    await db.bolDocuments.add(syncedDocument(load.id, 1));
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'PAPER-TRAIL' });
    expect(await within(card('PAPER-TRAIL')).findByText('BOL ✓ POD —')).toBeTruthy();

    await user.click(button('PAPER-TRAIL', 'Cancel'));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this load?' });
    await within(confirm).findByText(
      /stays in your loads as cancelled, paying nothing, with its document\./,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel load' }));
    expect(await screen.findByText(/kept with its paperwork/)).toBeTruthy();
    expect(card('PAPER-TRAIL')).toBeTruthy();
    expect(await db.bolDocuments.count()).toBe(1);
    const queued = await db.outbox.toArray();
    expect(queued.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PATCH', `/api/loads/${load.id}/tonu`, { amount: '0.00', at: expect.any(String) }],
    ]);
  });

  it('names the pay figure with every word it shows (WCAG 2.5.3, label in name)', async () => {
    await storedLoad({ loadNumber: 'SAID' });
    renderPage();
    await screen.findByRole('article', { name: 'SAID' });
    const pay = await within(card('SAID')).findByRole('button', { name: /^Pay for this load/ });
    expect(within(pay).getByText('Typed')).toBeTruthy();
    expect(
      within(card('SAID')).getByRole('button', {
        name: 'Pay for this load $1,250.50 Typed: how it is worked out',
      }),
    ).toBe(pay);
  });

  it('opens how a load’s pay is worked out from its figure, without opening the load', async () => {
    await storedLoad({ loadNumber: 'HOW' });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'HOW' });
    expect(screen.queryByRole('list', { name: 'How My pay is worked out' })).toBeNull();

    await user.click(
      await within(card('HOW')).findByRole('button', { name: /^Pay for this load/ }),
    );
    const breakdown = await screen.findByRole('list', { name: 'How My pay is worked out' });
    expect(within(breakdown).getAllByText('$1,250.50').length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: 'Load details' })).toBeNull();

    await user.click(within(card('HOW')).getByRole('button', { name: /^Pay for this load/ }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'How My pay is worked out' })).toBeNull(),
    );
  });

  it('opens every field of a load from its card body', async () => {
    await storedLoad({
      loadNumber: 'FULL',
      weight: 42000,
      company: 'Acme Freight',
      notes: 'Dock 4, call ahead',
      status: 'picked_up',
      actualPickupDate: '2026-11-18T16:05:00.000Z',
      pickupDate: '2026-11-18T14:00:00.000Z',
      deliveryDate: '2026-11-19T20:00:00.000Z',
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'FULL' });
    await user.click(within(card('FULL')).getByText('Joplin, MO → Dallas, TX'));

    const details = await screen.findByRole('dialog', { name: 'Load details' });
    // My pay shows once the pay settings are read.
    await within(details).findByRole('button', { name: /Pay for this load \$1,250\.50/ });
    for (const text of [
      'FULL',
      'Active',
      'Joplin, MO',
      'Dallas, TX',
      'Nov 18, 2026',
      'Nov 19, 2026',
      '420 miles',
      '35 miles',
      '455 miles',
      '42,000 lbs',
      '$1,250.50',
      'Acme Freight',
      'Dock 4, call ahead',
    ]) {
      expect(
        within(details).getAllByText((_, element) => element?.textContent?.includes(text) ?? false)
          .length,
        text,
      ).toBeGreaterThan(0);
    }
    expect(within(details).getByText('Actual pickup')).toBeTruthy();
  });

  it('opens the BOL documents of a load, whose Take Photo is the camera', async () => {
    await storedLoad({ loadNumber: 'PAPERS' });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'PAPERS' });
    await user.click(button('PAPERS', 'BOL Docs'));

    const dialog = await screen.findByRole('dialog', { name: 'BOL Documents' });
    expect(within(dialog).getByText('No documents uploaded yet')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upload Files' })).toBeTruthy();
    const camera = within(dialog).getByLabelText('Photo from camera');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(within(dialog).queryByText('Coming soon')).toBeNull();
  });
});
