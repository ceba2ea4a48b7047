import { screen, waitFor, within } from '@testing-library/react';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manifestName, type ExportManifest } from '../../data/backup/format';
import { clearLocalData, db } from '../../data/db';
import { subscriber } from '../../test/fixtures';
import { storedFuelEntry } from '../../test/fuelKit';
import { useNodeBlobs } from '../../test/nodeBlobs';
import { renderWithProviders } from '../../test/render';
import { fakeServer, demoPlans } from '../../test/subscriptionKit';
import { ProfilePage } from './ProfilePage';

const signedIn = { route: '/profile', auth: { status: 'signedIn' as const, user: subscriber } };

beforeEach(async () => {
  await clearLocalData();
  fakeServer({ '/api/subscription/plans': Response.json(demoPlans) });
});
afterEach(() => vi.unstubAllGlobals());

const photo = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('ProfilePage', () => {
  it("says 'Loading profile...' while the user is not loaded", () => {
    renderWithProviders(<ProfilePage />, { route: '/profile', auth: { status: 'loading' } });
    expect(screen.getByText('Loading profile...')).toBeTruthy();
  });

  it('shows every section of docs/product.md §2 Profile', async () => {
    renderWithProviders(<ProfilePage />, signedIn);
    for (const name of [
      'Personal Information',
      'Subscription Status',
      'Pay Configuration',
      'Preferences',
      'Account',
    ])
      expect(await screen.findByRole('heading', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage Pay Configuration' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it("says what the driver's files use of their storage", async () => {
    const mb = 1024 * 1024;
    fakeServer({
      '/api/subscription/plans': Response.json(demoPlans),
      '/api/profile/storage': Response.json({ usedBytes: 312 * mb, quotaBytes: 1024 * mb }),
    });
    renderWithProviders(<ProfilePage />, signedIn);
    expect(await screen.findByText('Storage: 312 MB of 1 GB used')).toBeTruthy();
  });

  it.each([
    [
      'a GIF',
      'me.gif',
      'image/gif',
      10,
      'Invalid file type',
      'Please select an image file (JPEG, JPG, or PNG)',
    ],
    [
      'a 2 MB PNG',
      'me.png',
      'image/png',
      2 * 1024 * 1024,
      'File too large',
      'Please select an image smaller than 2MB',
    ],
  ])(
    'refuses %s before any upload with docs/product.md §5 texts',
    async (_, name, type, size, title, message) => {
      const { user, container } = renderWithProviders(<ProfilePage />, signedIn);
      const input = container.querySelector<HTMLInputElement>('input[type=file][accept*="image"]')!;
      await user.upload(input, photo(name, type, size));
      expect(await screen.findByText(title)).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Save Photo' })).toBeNull();
    },
  );

  it('previews a chosen photo, and Cancel clears it', async () => {
    const { user, container } = renderWithProviders(<ProfilePage />, signedIn);
    const input = container.querySelector<HTMLInputElement>('input[type=file][accept*="image"]')!;
    await user.upload(input, photo('me.png', 'image/png', 100));
    expect(await screen.findByRole('img', { name: 'New profile picture preview' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'New profile picture preview' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change Photo' })).toBeTruthy();
  });

  it('shows the docs/product.md §5 message under an empty display name and sends nothing', async () => {
    const { user } = renderWithProviders(<ProfilePage />, signedIn);
    await user.clear(screen.getByLabelText('Display Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Display name is required')).toBeTruthy();
  });

  it('switches to kilometres on the device and queues POST /api/preferences', async () => {
    const { user } = renderWithProviders(<ProfilePage />, signedIn);
    await user.click(screen.getByText('Kilometers'));
    await waitFor(async () =>
      expect((await db.userPreferences.get(subscriber.id))?.distanceUnit).toBe('km'),
    );
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      method: 'POST',
      path: '/api/preferences',
      body: { distanceUnit: 'km' },
    });
  });

  it('offers the colour scheme under Appearance in Preferences', async () => {
    const { user } = renderWithProviders(<ProfilePage />, signedIn);
    const preferences = await screen.findByRole('region', { name: 'Preferences' });
    const appearance = within(preferences).getByRole('radiogroup', { name: 'Appearance' });
    try {
      await user.click(within(appearance).getByText('Dark'));
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    } finally {
      await user.click(within(appearance).getByText('System'));
      localStorage.removeItem('mantine-color-scheme-value');
    }
  });

  it('refuses to clear the cache while changes wait to sync', async () => {
    const { user } = renderWithProviders(<ProfilePage />, signedIn);
    await user.click(screen.getByText('Kilometers'));
    await user.click(screen.getByRole('button', { name: 'Advanced Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Clear Cache' }));
    expect(await screen.findByText(/1 change is still waiting to sync/)).toBeTruthy();
    expect(await db.userPreferences.count()).toBe(1);
  });

  it('says which files an export could not include, and why', async () => {
    await storedFuelEntry({ receiptUrl: '/api/fuel/gone/receipt' });
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:export';
        static override revokeObjectURL = () => undefined;
      },
    );
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<ProfilePage />, signedIn);
    await user.click(screen.getByRole('button', { name: 'Advanced Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Export Data' }));
    expect(
      await screen.findByText(
        /^Your export has been downloaded\. 1 file could not be included: Receipt: Fill-up .*\(the server no longer has it\)\.$/,
      ),
    ).toBeTruthy();
    expect(save).toHaveBeenCalledOnce();
    save.mockRestore();
  });

  it('says what an import added and what it skipped, and why', async () => {
    await useNodeBlobs();
    const entry = await storedFuelEntry();
    await clearLocalData();
    const receipt = `files/fuelEntries/${entry.id}-receipt.jpg`;
    const manifest: ExportManifest = {
      format: 'haulbook-export',
      version: 2,
      exportedAt: new Date().toISOString(),
      account: { email: subscriber.email, displayName: subscriber.displayName },
      tables: { fuelEntries: [entry] },
      files: [
        {
          table: 'fuelEntries',
          rowId: entry.id,
          field: 'receipt',
          path: receipt,
          type: 'image/jpeg',
        },
      ],
      missingFiles: [],
    };
    // A PDF under a photo's name: its bytes give it away.
    const zip = zipSync({
      [manifestName]: strToU8(JSON.stringify(manifest)),
      [receipt]: strToU8('%PDF-1.7'),
    });
    const { user, container } = renderWithProviders(<ProfilePage />, signedIn);
    await user.click(screen.getByRole('button', { name: 'Advanced Settings' }));
    const input = container.querySelector<HTMLInputElement>('input[type=file][accept*="zip"]')!;
    await user.upload(input, new File([zip], 'haulbook-export.zip', { type: 'application/zip' }));
    expect(
      await screen.findByText(
        '1 record added; 1 file skipped: not a JPEG or PNG photo. They sync when online.',
      ),
    ).toBeTruthy();
    expect(await db.fuelEntries.get(entry.id)).toBeDefined();
  });
});
