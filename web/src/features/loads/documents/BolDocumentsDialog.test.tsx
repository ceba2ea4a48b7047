import { bolMessages } from '@haulbook/sync-protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../data/db';
import { settle } from '../../../data/sync/settle';
import { driver } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { undoSeconds } from '../../../ui/undoableDelete';
import { BolDocumentsDialog } from './BolDocumentsDialog';
import { resetDevice, storedLoad, syncedDocument } from '../../../test/loadsKit';

const signedIn = { auth: { status: 'signedIn' as const, user: driver } };

beforeEach(async () => {
  await resetDevice();
});

async function openDialog() {
  const load = await storedLoad({ loadNumber: 'PAPERS' });
  const rendered = renderWithProviders(
    <BolDocumentsDialog load={load} opened onClose={() => undefined} />,
    signedIn,
  );
  return { ...rendered, load, dialog: screen.getByRole('dialog', { name: 'BOL Documents' }) };
}

const pdf = () =>
  new File(['%PDF-1.4 rate confirmation'], 'rate-con.pdf', { type: 'application/pdf' });
const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], name, {
    type: 'image/jpeg',
  });

describe('BolDocumentsDialog', () => {
  it('lists chosen files, then keeps them on the device at once, marked as waiting', async () => {
    const { user, dialog, load } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Files to upload'), [pdf(), photo('bol.jpg')]);
    const selected = within(dialog).getByRole('list', { name: 'Selected files' });
    expect(within(selected).getByText('rate-con.pdf')).toBeTruthy();
    await user.upload(within(dialog).getByLabelText('Photo from camera'), photo('pod.jpg'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload 3 files' }));

    const uploaded = await within(dialog).findByRole('list', { name: 'Uploaded documents' });
    expect(within(uploaded).getAllByRole('listitem')).toHaveLength(3);
    expect(within(uploaded).getAllByText('Waiting to sync')).toHaveLength(3);
    expect(within(dialog).queryByRole('list', { name: 'Selected files' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send as one PDF' })).toBeTruthy();

    // One upload a file, each the multipart call of docs/product.md §7 with its blob, in order.
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => [e.method, e.path, e.table, e.files?.[0]?.field])).toEqual(
      Array(3).fill(['POST', '/api/bol-documents/upload', 'bolDocuments', 'documents']),
    );
    expect(queued.map((e) => (e.body as { loadId: string }).loadId)).toEqual(
      Array(3).fill(load.id),
    );
    expect(queued.map((e) => e.files?.[0]?.name)).toEqual(['rate-con.pdf', 'bol.jpg', 'pod.jpg']);
  });

  it('refuses a file that is neither a photo nor a PDF, and keeps nothing', async () => {
    const { user, dialog } = await openDialog();
    // The picker's accept list steers a phone, but a desktop picker lets any file through.
    fireEvent.change(within(dialog).getByLabelText('Files to upload'), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    expect(await screen.findByText(bolMessages.type)).toBeTruthy();
    expect(await db.bolDocuments.count()).toBe(0);
  });

  it('keeps at most 20 documents a load', async () => {
    const { user, dialog, load } = await openDialog();
    await db.bolDocuments.bulkAdd(Array.from({ length: 19 }, (_, i) => syncedDocument(load.id, i)));
    await within(dialog).findByText('Documents (19)');
    await user.upload(within(dialog).getByLabelText('Files to upload'), [
      photo('a.jpg'),
      photo('b.jpg'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));
    expect(await screen.findByText(bolMessages.perLoad)).toBeTruthy();
    expect(await db.bolDocuments.count()).toBe(19);
  });

  it('keeps what kind each document is, chosen at capture, and shows it on the document', async () => {
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Photo from camera'), photo('pod.jpg'));
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'proof_of_delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    const uploaded = await within(dialog).findByRole('list', { name: 'Uploaded documents' });
    expect(within(uploaded).getByText('POD')).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({ kind: 'proof_of_delivery' });
    expect((await db.bolDocuments.toArray()).map((d) => d.kind)).toEqual(['proof_of_delivery']);
  });

  it('deletes a wrong photo with Undo, then for good, with its delete queued', async () => {
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Files to upload'), [
      photo('wrong.jpg'),
      photo('right.jpg'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));
    const uploaded = await within(dialog).findByRole('list', { name: 'Uploaded documents' });
    await waitFor(() => expect(within(uploaded).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(uploaded).getByRole('button', { name: 'Delete wrong.jpg' }));
    await waitFor(() => expect(within(uploaded).getAllByRole('listitem')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(uploaded).getAllByRole('listitem')).toHaveLength(2));

    // The Undo time, run on at once: only the delete's own timer is faked.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await user.click(within(uploaded).getByRole('button', { name: 'Delete wrong.jpg' }));
      await vi.advanceTimersByTimeAsync(undoSeconds * 1000);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(async () => expect(await db.bolDocuments.count()).toBe(1));
    expect(within(dialog).getByText('Documents (1)')).toBeTruthy();
    const deletes = (await db.outbox.toArray()).filter((e) => e.method === 'DELETE');
    expect(deletes.map((e) => e.path)).toEqual([expect.stringMatching(/^\/api\/bol-documents\//)]);
  });
  it('keeps a photo the server refused, marked with why, and sends it again on Retry', async () => {
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Photo from camera'), photo('extra.jpg'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    const uploaded = await within(dialog).findByRole('list', { name: 'Uploaded documents' });
    const [upload] = await db.outbox.toArray();
    await settle(db, [upload!], [{ status: 400, body: { message: bolMessages.perLoad } }]);

    expect(await within(uploaded).findByText(bolMessages.perLoad)).toBeTruthy();
    expect(within(uploaded).getByText(bolMessages.refused)).toBeTruthy();
    expect(within(uploaded).queryByText('Waiting to sync')).toBeNull();
    expect(within(uploaded).getByRole('button', { name: 'Delete extra.jpg' })).toBeTruthy();

    await user.click(within(uploaded).getByRole('button', { name: 'Retry extra.jpg' }));
    expect(await within(uploaded).findByText('Waiting to sync')).toBeTruthy();
    expect(within(uploaded).queryByText(bolMessages.refused)).toBeNull();
    const [again] = await db.outbox.toArray();
    expect(again).toMatchObject({ method: 'POST', path: '/api/bol-documents/upload' });
    expect(again!.seq).not.toBe(upload!.seq);
  });
});
