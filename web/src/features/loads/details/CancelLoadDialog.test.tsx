import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../data/db';
import { driver } from '../../../test/fixtures';
import { resetDevice, storedLoad, syncedDocument } from '../../../test/loadsKit';
import { renderWithProviders } from '../../../test/render';
import { CancelLoadDialog } from './CancelLoadDialog';

const signedIn = { auth: { status: 'signedIn' as const, user: driver } };

beforeEach(async () => {
  await resetDevice();
});

describe('CancelLoadDialog', () => {
  it('waits to know whether the load has paperwork before a tap can cancel it', async () => {
    const load = await storedLoad({ loadNumber: 'QUICK-TAP' });
    await db.bolDocuments.add(syncedDocument(load.id, 1));
    renderWithProviders(
      <CancelLoadDialog load={load} opened onClose={() => undefined} />,
      signedIn,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this load?' });
    const cancel = () =>
      within(dialog).getByRole('button', { name: 'Cancel load' }) as HTMLButtonElement;

    // A tap before the documents are counted must not delete a load that has some.
    expect(cancel().disabled).toBe(true);
    fireEvent.click(cancel());
    await within(dialog).findByText(/stays in your loads as cancelled, paying nothing/);
    expect((await db.outbox.toArray()).map((e) => e.method)).toEqual([]);

    expect(cancel().disabled).toBe(false);
    fireEvent.click(cancel());
    await waitFor(async () =>
      expect((await db.outbox.toArray()).map((e) => [e.method, e.path])).toEqual([
        ['PATCH', `/api/loads/${load.id}/tonu`],
      ]),
    );
    expect(await db.loads.get(load.id)).toBeDefined();
  });
});
