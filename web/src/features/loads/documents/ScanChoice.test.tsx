import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../data/db';
import { dropAnsweredOriginals, originalKey } from '../../../data/scanOriginals';
import { asBlob } from '../../../data/keptFile';
import { driver } from '../../../test/fixtures';
import { useNodeBlobs } from '../../../test/nodeBlobs';
import { renderWithProviders } from '../../../test/render';
import { resetDevice, storedLoad } from '../../../test/loadsKit';
import { BolDocumentsDialog } from './BolDocumentsDialog';

// jsdom has no canvas to draw a scan with; the scan itself is tested in documents/scan/.
vi.mock('../../documents/scan/scanPhoto', () => ({
  scanPhoto: (photo: File) =>
    Promise.resolve(
      photo.type.startsWith('image/')
        ? new File(['the scan'], photo.name, { type: 'image/jpeg' })
        : null,
    ),
}));

const signedIn = { auth: { status: 'signedIn' as const, user: driver } };
const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 9, 9, 9, 9, 9])], 'bol.jpg', { type: 'image/jpeg' });
const pdf = () => new File(['%PDF-1.4 pod'], 'pod.pdf', { type: 'application/pdf' });

beforeEach(async () => {
  await useNodeBlobs();
  await resetDevice();
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

async function choose(files: File[]) {
  const load = await storedLoad({ loadNumber: 'SCANS' });
  const rendered = renderWithProviders(
    <BolDocumentsDialog load={load} opened onClose={() => undefined} />,
    signedIn,
  );
  const dialog = screen.getByRole('dialog', { name: 'BOL Documents' });
  await rendered.user.upload(within(dialog).getByLabelText('Files to upload'), files);
  return { ...rendered, dialog };
}

const uploadedText = async () => {
  const [entry] = await db.outbox.toArray();
  return entry!.files![0]!.blob;
};

describe('Clean up as a scan', () => {
  it('shows a chosen photo beside its scan, and saves and uploads the scan, the photo kept by it', async () => {
    const { user, dialog } = await choose([photo(), pdf()]);
    const choice = within(dialog).getByRole('region', { name: 'Scan of bol.jpg' });
    expect(await within(choice).findByRole('img', { name: 'bol.jpg as a scan' })).toBeTruthy();
    expect(within(choice).getByRole('img', { name: 'bol.jpg as taken' })).toBeTruthy();
    const asScan = within(choice).getByRole<HTMLInputElement>('checkbox', {
      name: 'Clean up as a scan',
    });
    expect(asScan.checked).toBe(true);
    // A PDF is already a document: it has no scan to choose.
    expect(within(dialog).queryByRole('region', { name: 'Scan of pod.pdf' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const [scanEntry] = await db.outbox.orderBy('seq').toArray();
    expect(await asBlob(scanEntry!.files![0]!.blob).text()).toBe('the scan');
    const kept = await db.savedFiles.get(originalKey(scanEntry!.rowId));
    expect(kept && (await asBlob(kept.blob).arrayBuffer()).byteLength).toBe(photo().size);
  });

  it('uploads the photo as taken when the driver unticks the scan', async () => {
    const { user, dialog } = await choose([photo()]);
    await within(dialog).findByRole('img', { name: 'bol.jpg as a scan' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Clean up as a scan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect(await asBlob(await uploadedText()).text()).not.toBe('the scan');
    expect(await db.savedFiles.where('key').startsWith('bolDocuments-original:').count()).toBe(0);
  });

  it('lets the kept photo go once the upload is answered', async () => {
    const { user, dialog } = await choose([photo()]);
    await within(dialog).findByRole('img', { name: 'bol.jpg as a scan' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(await db.savedFiles.get(originalKey(entry!.rowId))).toBeTruthy();
    await db.outbox.clear(); // the server has answered the upload
    await dropAnsweredOriginals(db);
    expect(await db.savedFiles.get(originalKey(entry!.rowId))).toBeUndefined();
  });
});
