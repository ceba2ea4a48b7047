/**
 * Every file travels with its record: BOL documents, fuel, maintenance and expense receipts and the
 * profile photo, whether the file is still waiting on the device or already on the server.
 */
import {
  bolDownloadPath,
  maxReceiptBytes,
  storageFullMessage,
  type SyncedTable,
} from '@haulbook/sync-protocol';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedFuelEntry } from '../../test/fuelKit';
import { storedLoad } from '../../test/loadsKit';
import { useNodeBlobs } from '../../test/nodeBlobs';
import { clearLocalData, db } from '../db';
import { documentWrites } from '../documents';
import { expenseWrites } from '../expenses';
import { loadWrites } from '../loads';
import { maintenanceWrites } from '../maintenance';
import { settle } from '../sync/settle';
import { buildExport } from './export';
import { manifestName, type ExportManifest } from './format';
import { importExport } from './import';
import { describeExport, describeImport } from './report';
import { asBlob } from '../keptFile';

const noSync = () => undefined;
const jpeg = (fill: number) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, fill, fill, fill, fill]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 4, 5, 6]);
/** Copied out of TextEncoder's array, whose Uint8Array is not jsdom's. */
const pdf = new Uint8Array(strToU8('%PDF-1.7 bill of lading'));
const photoPath = '/api/profile/image?v=1';
const account = { email: 'dale@example.com', displayName: 'Dale', profileImageUrl: photoPath };
/** The account signed in on the new device: no photo yet. */
const newDevice = { id: 'user-1', profileImageUrl: null };

/** The files the server keeps, by the route that downloads each. */
const server = new Map<string, Uint8Array>();
/** Profile photos the import sent to the server. */
let uploadedPhotos: Uint8Array[] = [];

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = String(input);
  if (init?.method === 'POST' && path === '/api/profile/upload-image') {
    const photo = (init.body as FormData).get('profileImage') as Blob;
    uploadedPhotos.push(new Uint8Array(await photo.arrayBuffer()));
    return Response.json({ profileImageUrl: '/api/profile/image?v=2' });
  }
  const bytes = server.get(path);
  return bytes ? new Response(bytes.slice()) : new Response('Not found', { status: 404 });
}

beforeEach(async () => {
  await clearLocalData(db);
  server.clear();
  uploadedPhotos = [];
  await useNodeBlobs();
  vi.stubGlobal('fetch', vi.fn(answer));
});
const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
afterEach(() => vi.unstubAllGlobals());

/** A document the server already has: its row came by a pull, its file is downloaded. */
async function uploadedDocument(loadId: string) {
  const id = '0192f3a0-0000-7000-a000-000000000001';
  const now = new Date().toISOString();
  await db.bolDocuments.put({
    id,
    loadId,
    kind: 'bill_of_lading',
    filename: `${id}.pdf`,
    originalName: 'bol.pdf',
    mimetype: 'application/pdf',
    size: pdf.length,
    uploadedAt: now,
    version: 3,
    createdAt: now,
    updatedAt: now,
  });
  server.set(bolDownloadPath(id), pdf);
  return id;
}

/** A fill-up and an expense whose receipts are on the server, and nothing queued for them. */
async function uploadedReceipts() {
  const fuel = await storedFuelEntry();
  const fuelReceipt = `/api/fuel/${fuel.id}/receipt`;
  await db.fuelEntries.update(fuel.id, { receiptUrl: fuelReceipt });
  server.set(fuelReceipt, jpeg(1));
  const expense = await expenseWrites(db, noSync).addExpense({
    date: '2026-11-20',
    category: 'tolls',
    amount: '18.50',
    loadId: null,
    jurisdiction: null,
    notes: '',
  });
  const expenseReceipt = `/api/expenses/${expense.id}/receipt`;
  await db.expenses.update(expense.id, { receiptUrl: expenseReceipt, version: 1 });
  await db.outbox.clear();
  server.set(expenseReceipt, jpeg(2));
  return { fuel: fuel.id, expense: expense.id };
}

/** A device holding every kind of file, some uploaded, some still waiting for a signal. */
async function seedPaperwork() {
  const load = await storedLoad({ loadNumber: 'LS-31' });
  const receipts = await uploadedReceipts();
  const uploaded = await uploadedDocument(load.id);
  const documents = documentWrites(db, loadWrites(db, noSync), noSync);
  const [waiting] = await documents.addDocuments(load.id, [
    new File([jpeg(3)], 'pod.jpg', { type: 'image/jpeg' }),
  ]);
  const cost = await maintenanceWrites(db, noSync).addCost(
    { date: '2026-10-01', description: 'Oil and filter', amount: '412.50' },
    new File([png], 'oil.png', { type: 'image/png' }),
  );
  server.set(photoPath, jpeg(9));
  return { load, uploaded, waiting: waiting!.id, cost: cost.id, ...receipts };
}

/** The file the outbox will upload with a row. */
async function queuedFile(table: SyncedTable, rowId: string) {
  const entries = await db.outbox.where({ table, rowId }).toArray();
  return entries.flatMap((e) => e.files ?? [])[0];
}

async function queuedBytes(table: SyncedTable, rowId: string) {
  const blob = (await queuedFile(table, rowId))?.blob;
  return blob && new Uint8Array(await asBlob(blob).arrayBuffer());
}

/** The export, its manifest changed by `edit` (a zip from an older release, or tampered with). */
async function editedExport(
  edit: (manifest: ExportManifest, zip: Record<string, Uint8Array>) => void,
) {
  const zip = unzipSync((await buildExport(db, account)).bytes);
  const manifest = JSON.parse(strFromU8(zip[manifestName]!)) as ExportManifest;
  edit(manifest, zip);
  zip[manifestName] = strToU8(JSON.stringify(manifest));
  return zipSync(zip);
}

const pathOf = (manifest: ExportManifest, rowId: string) =>
  manifest.files.find((f) => f.rowId === rowId)!.path;

describe('export and import of files', () => {
  it('brings every file back byte for byte into an empty device', async () => {
    const seeded = await seedPaperwork();
    const exported = await buildExport(db, account);
    expect(describeExport(exported)).toBe('Your export has been downloaded with 6 files.');
    await clearLocalData(db);

    const summary = await importExport(db, newDevice, exported.bytes);

    expect(await queuedBytes('bolDocuments', seeded.uploaded)).toEqual(pdf);
    expect(await queuedBytes('bolDocuments', seeded.waiting)).toEqual(jpeg(3));
    expect(await queuedBytes('fuelEntries', seeded.fuel)).toEqual(jpeg(1));
    expect(await queuedBytes('maintenanceCosts', seeded.cost)).toEqual(png);
    expect(await queuedBytes('expenses', seeded.expense)).toEqual(jpeg(2));
    expect(uploadedPhotos).toEqual([jpeg(9)]);
    expect(describeImport(summary)).toBe('6 records and 6 files added. They sync when online.');
  });

  it('brings a document back as the device that took it kept it: its row, name, kind and copy', async () => {
    const { load, uploaded } = await seedPaperwork();
    const bytes = (await buildExport(db, account)).bytes;
    await clearLocalData(db);

    await importExport(db, newDevice, bytes);

    expect(await db.bolDocuments.get(uploaded)).toMatchObject({
      loadId: load.id,
      kind: 'bill_of_lading',
      originalName: 'bol.pdf',
      mimetype: 'application/pdf',
      version: 0,
    });
    const upload = await db.outbox.where({ table: 'bolDocuments', rowId: uploaded }).first();
    expect(upload).toMatchObject({
      method: 'POST',
      path: '/api/bol-documents/upload',
      body: { loadId: load.id, ids: uploaded, kind: 'bill_of_lading' },
    });
    expect(upload?.files?.[0]).toMatchObject({ field: 'documents', name: 'bol.pdf' });
    expect(await db.savedFiles.get(`bolDocuments:${uploaded}`)).toBeDefined();
  });

  it('carries a document the server refused from this device, and the import sends it again', async () => {
    const load = await storedLoad({ loadNumber: 'LS-32' });
    const documents = documentWrites(db, loadWrites(db, noSync), noSync);
    const [refused] = await documents.addDocuments(load.id, [
      new File([jpeg(4)], 'scale.jpg', { type: 'image/jpeg' }),
    ]);
    const [upload] = await db.outbox.toArray();
    const full = storageFullMessage(2 ** 30, 2 ** 30);
    await settle(db, [upload!], [{ status: 413, body: { message: full } }]);
    server.set(photoPath, jpeg(9));

    const exported = await buildExport(db, account);
    expect(exported.missing).toEqual([]);
    await clearLocalData(db);
    await importExport(db, newDevice, exported.bytes);

    expect(await db.bolDocuments.get(refused!.id)).toMatchObject({ originalName: 'scale.jpg' });
    expect(await queuedBytes('bolDocuments', refused!.id)).toEqual(jpeg(4));
  });

  it('adds nothing the device already holds, and keeps the photo the account has', async () => {
    await seedPaperwork();
    const bytes = (await buildExport(db, account)).bytes;

    const summary = await importExport(db, { id: 'user-1', profileImageUrl: photoPath }, bytes);

    expect(describeImport(summary)).toBe(
      'Nothing added; 6 records already here; 1 file skipped: your profile already has a photo.',
    );
    expect(uploadedPhotos).toEqual([]);
  });

  it('offline, takes the files on the device and names each one left on the server', async () => {
    const seeded = await seedPaperwork();
    await db.savedFiles.put({
      key: `bolDocuments:${seeded.uploaded}`,
      blob: new File([pdf], 'bol.pdf', { type: 'application/pdf' }),
      savedAt: new Date().toISOString(),
    });
    offline();

    const exported = await buildExport(db, account);

    const why = 'this device is offline and the file is on the server';
    expect(exported.missing.map((f) => f.label)).toEqual([
      expect.stringMatching(/^Receipt: Fill-up /),
      expect.stringMatching(/^Receipt: Expense Nov 20, tolls \$18\.50$/),
      'Your profile photo',
    ]);
    expect(describeExport(exported)).toBe(
      'Your export has been downloaded with 3 files. 3 files could not be included: ' +
        exported.missing.map((f) => `${f.label} (${why})`).join('; ') +
        '. Export again when online to include them.',
    );
    await clearLocalData(db);
    const summary = await importExport(db, newDevice, exported.bytes);
    expect(await queuedBytes('bolDocuments', seeded.uploaded)).toEqual(pdf);
    expect(describeImport(summary)).toBe(
      '6 records and 3 files added; 3 files skipped: not in the export. They sync when online.',
    );
  });

  it('leaves out each file the server would refuse, read from its bytes, and says why', async () => {
    const seeded = await seedPaperwork();
    const bytes = await editedExport((manifest, zip) => {
      // A PDF named as the receipt photo, a document that is neither photo nor PDF, a huge photo.
      zip[pathOf(manifest, seeded.fuel)] = pdf;
      zip[pathOf(manifest, seeded.uploaded)] = strToU8('<html>not a document</html>');
      const huge = new Uint8Array(maxReceiptBytes + 1);
      huge.set(jpeg(2));
      zip[pathOf(manifest, seeded.expense)] = huge;
    });
    await clearLocalData(db);

    const summary = await importExport(db, newDevice, bytes);

    expect(await db.fuelEntries.get(seeded.fuel)).toBeDefined();
    expect(await queuedFile('fuelEntries', seeded.fuel)).toBeUndefined();
    expect(await db.bolDocuments.get(seeded.uploaded)).toBeUndefined();
    expect(await queuedFile('bolDocuments', seeded.uploaded)).toBeUndefined();
    expect(describeImport(summary)).toBe(
      '5 records and 3 files added; 3 files skipped: 1 not a JPEG or PNG photo, ' +
        '1 not a photo or PDF, 1 over 5 MB; 1 document left out without its file. ' +
        'They sync when online.',
    );
  });

  it('sends the profile photo only online, and says to import again for it', async () => {
    await seedPaperwork();
    const bytes = (await buildExport(db, account)).bytes;
    await clearLocalData(db);
    offline();

    const first = await importExport(db, newDevice, bytes);
    expect(describeImport(first)).toBe(
      '6 records and 5 files added; 1 file skipped: needs a connection ' +
        '(import again when online to bring back your profile photo). They sync when online.',
    );

    vi.stubGlobal('fetch', vi.fn(answer));
    const again = await importExport(db, newDevice, bytes);
    expect(describeImport(again)).toBe('1 file added; 6 records already here.');
    expect(uploadedPhotos).toEqual([jpeg(9)]);
  });

  it('still reads an export from version 1, which held only the documents waiting to upload', async () => {
    const seeded = await seedPaperwork();
    const bytes = await editedExport((manifest) => {
      manifest.version = 1;
      manifest.files = manifest.files.filter(
        (f) => f.table !== 'profile' && f.rowId !== seeded.uploaded,
      );
      manifest.missingFiles = [];
      for (const doc of manifest.tables.bolDocuments ?? []) delete doc.kind;
    });
    await clearLocalData(db);

    const summary = await importExport(db, newDevice, bytes);

    expect(await queuedBytes('bolDocuments', seeded.waiting)).toEqual(jpeg(3));
    expect(await db.bolDocuments.get(seeded.waiting)).toMatchObject({ kind: 'bill_of_lading' });
    expect(describeImport(summary)).toBe(
      '5 records and 4 files added; 1 file skipped: not in the export; ' +
        '1 document left out without its file. They sync when online.',
    );
  });

  it('refuses an export made by a newer Haulbook', async () => {
    await seedPaperwork();
    const bytes = await editedExport((manifest) => {
      (manifest as { version: number }).version = 3;
    });
    await expect(importExport(db, newDevice, bytes)).rejects.toThrow(
      'This export was made by a newer Haulbook. Update the app, then import.',
    );
  });
});
