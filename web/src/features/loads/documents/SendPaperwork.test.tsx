import { paperworkMessages } from '@haulbook/sync-protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../data/db';
import { driver } from '../../../test/fixtures';
import { resetDevice, storedLoad, syncedDocument } from '../../../test/loadsKit';
import { renderWithProviders } from '../../../test/render';
import { BolDocumentsDialog } from './BolDocumentsDialog';

const signedIn = { auth: { status: 'signedIn' as const, user: driver } };

beforeEach(async () => {
  await resetDevice();
});

/** The BOL dialog of load RC-4471 holding a BOL and a POD, with the send panel open. */
async function openSend() {
  const load = await storedLoad({ loadNumber: 'RC-4471' });
  const bol = syncedDocument(load.id, 1);
  const pod = syncedDocument(load.id, 2, { kind: 'proof_of_delivery' });
  await db.bolDocuments.bulkAdd([bol, pod]);
  const rendered = renderWithProviders(
    <BolDocumentsDialog load={load} opened onClose={() => undefined} />,
    signedIn,
  );
  const dialog = screen.getByRole('dialog', { name: 'BOL Documents' });
  await rendered.user.click(await within(dialog).findByRole('button', { name: 'Send paperwork' }));
  return { ...rendered, dialog, load, bol, pod };
}

describe('Send paperwork', () => {
  it('queues a new address, its confirmation and the send of both pages, in that order', async () => {
    const { user, dialog, load, bol, pod } = await openSend();
    expect(within(dialog).getByText('Load RC-4471: paperwork (BOL, POD)')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Dispatch');
    await user.type(within(dialog).getByLabelText('Office email'), 'Dispatch@Acme.com');
    const send = within(dialog).getByRole('button', { name: 'Send 2 documents' });
    expect(send).toHaveProperty('disabled', true);

    await user.click(
      within(dialog).getByRole('checkbox', {
        name: /I checked the address: send to dispatch@acme\.com/,
      }),
    );
    await user.click(send);
    expect(await within(dialog).findByText('Waiting for signal')).toBeTruthy();

    const queued = await db.outbox.orderBy('seq').toArray();
    const [address, confirm, sent] = queued;
    expect(queued.map((e) => [e.method, e.path])).toEqual([
      ['POST', '/api/office-addresses'],
      ['POST', `/api/office-addresses/${(address!.body as { id: string }).id}/confirm`],
      ['POST', `/api/loads/${load.id}/paperwork`],
    ]);
    expect(confirm!.body).toEqual({ email: 'dispatch@acme.com' });
    expect(sent!.body).toMatchObject({ documentIds: [bol.id, pod.id], format: 'one_pdf' });
    expect(within(dialog).getByText('Dispatch: dispatch@acme.com')).toBeTruthy();
  });

  it('sends only the documents left ticked, to a saved address without asking again', async () => {
    await db.officeAddresses.add({
      id: '00000000-0000-7000-8000-00000000a001',
      label: 'Factoring',
      email: 'funding@factor.com',
      confirmedAt: '2026-11-01T10:00:00.000Z',
      version: 3,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    const { user, dialog, pod } = await openSend();
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Send to')).toHaveProperty(
        'value',
        '00000000-0000-7000-8000-00000000a001',
      ),
    );
    expect(within(dialog).queryByRole('checkbox', { name: /I checked the address/ })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'BOL: page-1.jpg' }));
    await user.click(within(dialog).getByText('Separate files'));
    await user.click(within(dialog).getByRole('button', { name: 'Send 1 document' }));
    expect(await within(dialog).findByText('Waiting for signal')).toBeTruthy();

    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).toMatchObject({ documentIds: [pod.id], format: 'separate' });
  });

  it('removes a saved address the driver no longer wants', async () => {
    await db.officeAddresses.add({
      id: '00000000-0000-7000-8000-00000000a002',
      label: 'Old broker',
      email: 'loads@old-broker.com',
      confirmedAt: '2026-10-01T10:00:00.000Z',
      version: 2,
      createdAt: '2026-10-01T10:00:00.000Z',
      updatedAt: '2026-10-01T10:00:00.000Z',
    });
    const { user, dialog } = await openSend();
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Old broker' }));
    await waitFor(async () => expect(await db.officeAddresses.count()).toBe(0));
    const queued = await db.outbox.toArray();
    expect(queued.map((e) => [e.method, e.path])).toEqual([
      ['DELETE', '/api/office-addresses/00000000-0000-7000-8000-00000000a002'],
    ]);
    expect(await within(dialog).findByLabelText('Office email')).toBeTruthy();
  });

  it('says what is wrong with a new address and queues nothing', async () => {
    const { user, dialog } = await openSend();
    await user.type(within(dialog).getByLabelText('Office email'), 'dispatch at acme');
    await user.click(within(dialog).getByRole('checkbox', { name: /I checked the address/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send 2 documents' }));
    expect(await within(dialog).findByText(paperworkMessages.labelRequired)).toBeTruthy();
    expect(within(dialog).getByText(paperworkMessages.emailInvalid)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });
});
