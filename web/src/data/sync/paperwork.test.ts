/**
 * Paperwork in a dead zone, against the real API: documents photographed offline wait on the device
 * as blobs in their outbox entries (surviving a reopened database, as after a reload), and reach
 * the server, one upload each, when the signal returns; a file the server refuses stays on the
 * device, marked with why, until the driver retries or deletes it.
 */
import { bolMessages, type BolDocument } from '@haulbook/sync-protocol';
import { describe, expect, it } from 'vitest';
import { HaulbookDb } from '../db';
import { documentFile, documentWrites, refusedDocuments, waitingFile } from '../documents';
import { loadWrites } from '../loads';
import { createSyncEngine } from './engine';
import { parsePulled, storePulled } from './pull-store';
import { joplinToDallas } from '../../test/fixtures';
import { serverWithDriver } from '../../test/syncServer';

const setup = serverWithDriver('paperwork@example.com');
let made = 0;

const jpeg = (fill: number) =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 200 }, () => fill)]);
const photo = (name: string, fill: number) => new File([jpeg(fill)], name, { type: 'image/jpeg' });

const input = {
  loadNumber: 'BOL-77',
  ...joplinToDallas,
  revenue: 900,
};

function device(name = `paperwork-${made++}`) {
  const db = new HaulbookDb(name);
  const link = { offline: false };
  const online = setup.server.transport(setup.cookie, () => (link.offline ? 'offline' : 'none'));
  const engine = createSyncEngine({ db, transport: online });
  const docs = documentWrites(
    db,
    loadWrites(db, () => undefined),
    () => undefined,
  );
  return { db, engine, docs, link, name };
}

const bytesOf = async (blob: Blob | undefined) => new Uint8Array(await blob!.arrayBuffer());

const serverList = async (loadId: string) =>
  (
    await setup.server.app.inject({
      method: 'GET',
      url: `/api/bol-documents/${loadId}`,
      headers: { cookie: setup.cookie },
    })
  ).json<BolDocument[]>();

const serverChanges = async () =>
  parsePulled(
    (
      await setup.server.app.inject({
        method: 'GET',
        url: '/api/sync/changes?since=0',
        headers: { cookie: setup.cookie },
      })
    ).body,
  );

describe('documents photographed offline', () => {
  it('wait on the device with their blobs, through a reopen, and reach the server when online', async () => {
    const phone = device();
    phone.link.offline = true;
    const load = await phone.docs.addLoadWithDocuments(input, [
      photo('bol-1.jpg', 1),
      photo('bol-2.jpg', 2),
    ]);
    const [third] = await phone.docs.addDocuments(load.id, [photo('signed-pod.jpg', 3)]);
    expect(await phone.engine.sync()).toBe('offline');

    // A reload: the same database opened again.
    phone.db.close();
    const reopened = new HaulbookDb(phone.name);
    const kept = await reopened.bolDocuments.where('loadId').equals(load.id).sortBy('originalName');
    expect(kept.map((d) => d.originalName)).toEqual(['bol-1.jpg', 'bol-2.jpg', 'signed-pod.jpg']);
    expect(await bytesOf(await waitingFile(reopened, 'bolDocuments', third!.id))).toEqual(jpeg(3));
    expect(await reopened.outbox.count()).toBe(4);

    const back = createSyncEngine({
      db: reopened,
      transport: setup.server.transport(setup.cookie, () => 'none'),
    });
    expect(await back.sync()).toBe('done');
    expect(await reopened.outbox.count()).toBe(0);
    expect(await waitingFile(reopened, 'bolDocuments', third!.id)).toBeUndefined();
    // Uploaded, and still on this device for the next dead zone: no server is asked.
    expect(await bytesOf(await documentFile(reopened, third!))).toEqual(jpeg(3));

    const listed = await serverList(load.id);
    expect(listed.map((d) => d.originalName).sort()).toEqual([
      'bol-1.jpg',
      'bol-2.jpg',
      'signed-pod.jpg',
    ]);
    expect(listed.map((d) => d.id).sort()).toEqual(kept.map((d) => d.id).sort());
    // The device now holds the server's rows (their versions), not its own guesses.
    const synced = await reopened.bolDocuments.where('loadId').equals(load.id).toArray();
    expect(synced.every((d) => d.version > 0)).toBe(true);
    const download = await setup.server.app.inject({
      method: 'GET',
      url: `/api/bol-documents/${third!.id}/download`,
      headers: { cookie: setup.cookie },
    });
    expect(new Uint8Array(download.rawPayload)).toEqual(jpeg(3));
    reopened.close();
  });

  it('a file the server refuses stays on this device, marked with why, and the others still go', async () => {
    const phone = device();
    const load = await phone.docs.addLoadWithDocuments(input, []);
    const notAPhoto = new File(['just text'], 'notes.jpg', { type: 'image/jpeg' });
    const [refused, good] = await phone.docs.addDocuments(load.id, [
      notAPhoto,
      photo('good.jpg', 9),
    ]);
    expect(await phone.engine.sync()).toBe('done');
    expect(await phone.db.bolDocuments.get(refused!.id)).toMatchObject({
      originalName: 'notes.jpg',
    });
    expect(await refusedDocuments(phone.db)).toEqual(new Map([[refused!.id, bolMessages.type]]));
    expect(await (await documentFile(phone.db, refused!)).text()).toBe('just text');
    expect(await phone.db.bolDocuments.get(good!.id)).toMatchObject({ originalName: 'good.jpg' });
    expect(await phone.db.rejections.toArray()).toMatchObject([
      {
        title: bolMessages.uploadFailedTitle,
        message: bolMessages.type,
        table: 'bolDocuments',
        rowId: refused!.id,
      },
    ]);
    expect((await serverList(load.id)).map((d) => d.originalName)).toEqual(['good.jpg']);

    // Still there after the next round and after a full pull (a device offline for months), which
    // brings only what the server has; Delete drops it here, asking no server that never had it.
    expect(await phone.engine.sync()).toBe('done');
    await storePulled(phone.db, { ...(await serverChanges()), reset: true });
    expect(await refusedDocuments(phone.db)).toEqual(new Map([[refused!.id, bolMessages.type]]));
    expect(await phone.db.bolDocuments.get(refused!.id)).toBeDefined();
    await phone.docs.deleteDocument(refused!.id);
    expect(await phone.db.bolDocuments.get(refused!.id)).toBeUndefined();
    expect(await refusedDocuments(phone.db)).toEqual(new Map());
    expect(await phone.db.outbox.count()).toBe(0);
    phone.db.close();
  });

  it('a refused document goes again on Retry, under a new key, once its cause is gone', async () => {
    const phone = device();
    const keys: string[] = [];
    let extraId = '';
    const server = setup.server.transport(setup.cookie, () => 'none');
    const engine = createSyncEngine({
      db: phone.db,
      transport: (request) => {
        if (request.body instanceof FormData && request.body.get('ids') === extraId)
          keys.push(request.headers['Idempotency-Key']!);
        return server(request);
      },
    });
    const pages = Array.from({ length: 20 }, (_, i) => photo(`page-${i}.jpg`, i));
    const load = await phone.docs.addLoadWithDocuments(input, pages);
    const [extra] = await phone.docs.addDocuments(load.id, [photo('extra.jpg', 42)]);
    extraId = extra!.id;
    expect(await engine.sync()).toBe('done');
    expect(await refusedDocuments(phone.db)).toEqual(new Map([[extra!.id, bolMessages.perLoad]]));

    // The driver makes room on the load, then taps Retry.
    const [first] = await serverList(load.id);
    await phone.docs.deleteDocument(first!.id);
    await phone.docs.retryUpload(extra!.id);
    expect(await engine.sync()).toBe('done');

    expect(await refusedDocuments(phone.db)).toEqual(new Map());
    expect((await phone.db.bolDocuments.get(extra!.id))?.version).toBeGreaterThan(0);
    const listed = await serverList(load.id);
    expect(listed).toHaveLength(20);
    expect(listed.map((d) => d.originalName)).toContain('extra.jpg');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    phone.db.close();
  });
});
