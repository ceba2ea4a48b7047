import { bolMessages, storageFullMessage } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFiles } from '../../lib/user-files.js';
import { signIn, signUp, subscribe, subscribedDriver } from '../../test/accounts.js';
import { build, storedNames, type TestApp } from '../../test/build.js';
import { newLoadBody, tinyPng as png } from '../../test/fixtures.js';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const quota = 200 * 1024;

let t: TestApp;
let dale: string;
let rosa: string;

beforeAll(async () => {
  t = await build({ storageQuotaBytes: quota });
  dale = await subscribedDriver(t, 'bol-dale@example.com');
  rosa = await subscribedDriver(t, 'bol-rosa@example.com');
});
afterAll(() => t.close());

interface Doc {
  bytes: Buffer;
  name: string;
  type?: string;
}

async function upload(cookie: string, loadId: string, docs: Doc[], ids?: string[], key?: string) {
  const form = new FormData();
  form.append('loadId', loadId);
  for (const id of ids ?? []) form.append('ids', id);
  for (const doc of docs)
    form.append('documents', new Blob([doc.bytes], { type: doc.type ?? 'image/jpeg' }), doc.name);
  const encoded = new Response(form);
  const headers: Record<string, string> = {
    cookie,
    'content-type': encoded.headers.get('content-type')!,
  };
  if (key) headers['idempotency-key'] = key;
  return t.app.inject({
    method: 'POST',
    url: '/api/bol-documents/upload',
    headers,
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

async function newLoad(cookie: string): Promise<string> {
  const body = newLoadBody();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads',
    headers: { cookie },
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return body.id;
}

const bolFiles = (userId: string) => storedNames(t, 'bol', userId);

describe('uploading, listing and downloading', () => {
  it('keeps each file by its bytes, lists the load’s documents and serves them to their owner only', async () => {
    const loadId = await newLoad(dale);
    const res = await upload(dale, loadId, [
      { bytes: png, name: 'bol-page-1.png', type: 'image/png' },
      // Named and sent as a photo, but a PDF by its bytes: stored and served as one.
      { bytes: pdf, name: 'rate-con.jpg' },
    ]);
    expect(res.statusCode).toBe(201);
    const { documents } = res.json<{ documents: { id: string; mimetype: string }[] }>();
    expect(documents).toMatchObject([
      { loadId, originalName: 'bol-page-1.png', mimetype: 'image/png', size: png.length },
      { loadId, originalName: 'rate-con.jpg', mimetype: 'application/pdf', size: pdf.length },
    ]);

    const listed = await get(dale, `/api/bol-documents/${loadId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual(documents);

    const first = await get(dale, `/api/bol-documents/${documents[0]!.id}/download`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['content-disposition']).toContain('bol-page-1.png');
    expect(Buffer.from(first.rawPayload).equals(png)).toBe(true);
    const second = await get(dale, `/api/bol-documents/${documents[1]!.id}/download`);
    expect(second.headers['content-type']).toBe('application/pdf');
    expect(second.headers['content-disposition']).toContain('rate-con.pdf');
    expect(Buffer.from(second.rawPayload).equals(pdf)).toBe(true);

    // Another driver learns nothing: not the list, not a file, and cannot add to the load.
    expect((await get(rosa, `/api/bol-documents/${loadId}`)).statusCode).toBe(404);
    expect((await get(rosa, `/api/bol-documents/${documents[0]!.id}/download`)).statusCode).toBe(
      404,
    );
    const intruder = await upload(rosa, loadId, [{ bytes: png, name: 'x.png' }]);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().message).toBe(bolMessages.loadNotFound);
    expect((await get(dale, `/api/bol-documents/${loadId}`)).json()).toHaveLength(2);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/bol-documents/${loadId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a replayed upload with the first answer and keeps one file per document', async () => {
    const { userId } = await signUp(t, 'bol-replay@example.com');
    const cookie = await signIn(t, 'bol-replay@example.com');
    await subscribe(t, cookie);
    const loadId = await newLoad(cookie);
    const id = uuidv7();
    const docs = [{ bytes: jpeg, name: 'photo.jpg' }];
    const first = await upload(cookie, loadId, docs, [id], 'phone:9');
    const again = await upload(cookie, loadId, docs, [id], 'phone:9');
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json().documents[0].id).toBe(id);
    // The same document sent again under a new key (its answer was lost): still one.
    const resent = await upload(cookie, loadId, docs, [id], 'phone:10');
    expect(resent.json().documents).toEqual(first.json().documents);
    expect(await bolFiles(userId)).toEqual([`${id}.jpg`]);
    const clash = await upload(rosa, await newLoad(rosa), docs, [id]);
    expect(clash.statusCode).toBe(409);
  });

  it('appear in the pull, so every device of the driver gets them', async () => {
    const loadId = await newLoad(dale);
    const { documents } = (await upload(dale, loadId, [{ bytes: jpeg, name: 'a.jpg' }])).json();
    const pulled = (await get(dale, '/api/sync/changes?since=0')).json();
    expect(pulled.bolDocuments.map((d: { id: string }) => d.id)).toContain(documents[0].id);
    expect(pulled.bolDocuments[0]).not.toHaveProperty('path');
  });
});

describe('what is refused', () => {
  it('refuses a file that is neither an image nor a PDF by its bytes, and stores nothing', async () => {
    const { userId } = await signUp(t, 'bol-type@example.com');
    const cookie = await signIn(t, 'bol-type@example.com');
    await subscribe(t, cookie);
    const loadId = await newLoad(cookie);
    const res = await upload(cookie, loadId, [
      { bytes: png, name: 'good.png' },
      { bytes: Buffer.from('just some text, not a photo'), name: 'bol.jpg' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(bolMessages.type);
    expect((await get(cookie, `/api/bol-documents/${loadId}`)).json()).toEqual([]);
    expect(await bolFiles(userId)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const loadId = await newLoad(dale);
    const big = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(dale, loadId, [{ bytes: big, name: 'huge.jpg' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(bolMessages.size);
    expect((await get(dale, `/api/bol-documents/${loadId}`)).json()).toEqual([]);
  });

  it('keeps at most 20 documents a load, in one upload or over several', async () => {
    const loadId = await newLoad(dale);
    const photo = (i: number) => ({ bytes: jpeg, name: `page-${i}.jpg` });
    const tooMany = await upload(
      dale,
      loadId,
      Array.from({ length: 21 }, (_, i) => photo(i)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(bolMessages.perLoad);

    const nineteen = Array.from({ length: 19 }, (_, i) => photo(i));
    expect((await upload(dale, loadId, nineteen)).statusCode).toBe(201);
    const two = await upload(dale, loadId, [photo(20), photo(21)]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(bolMessages.perLoad);
    expect((await upload(dale, loadId, [photo(20)])).statusCode).toBe(201);
    expect((await get(dale, `/api/bol-documents/${loadId}`)).json()).toHaveLength(20);
  });

  it('refuses an upload past the driver’s storage quota, saying what is used', async () => {
    const { userId } = await signUp(t, 'bol-quota@example.com');
    const cookie = await signIn(t, 'bol-quota@example.com');
    await subscribe(t, cookie);
    const loadId = await newLoad(cookie);
    const chunk = Buffer.concat([jpeg, Buffer.alloc(90 * 1024)]);
    expect((await upload(cookie, loadId, [{ bytes: chunk, name: '1.jpg' }])).statusCode).toBe(201);
    expect((await upload(cookie, loadId, [{ bytes: chunk, name: '2.jpg' }])).statusCode).toBe(201);
    const full = await upload(cookie, loadId, [{ bytes: chunk, name: '3.jpg' }]);
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toBe(storageFullMessage(2 * chunk.length, quota));
    expect(full.json().message).toMatch(/^Your storage is full/);
    expect(await bolFiles(userId)).toHaveLength(2);
  });

  it('takes no upload from a driver without a plan', async () => {
    await signUp(t, 'bol-lapsed@example.com');
    const cookie = await signIn(t, 'bol-lapsed@example.com');
    const loadId = uuidv7();
    const res = await upload(cookie, loadId, [{ bytes: jpeg, name: 'a.jpg' }]);
    expect(res.statusCode).toBe(402);
  });
});

describe('a driver’s files', () => {
  it('are all removed in one call, receipts and documents alike', async () => {
    const { userId } = await signUp(t, 'bol-gone@example.com');
    const cookie = await signIn(t, 'bol-gone@example.com');
    await subscribe(t, cookie);
    const loadId = await newLoad(cookie);
    await upload(cookie, loadId, [{ bytes: jpeg, name: 'a.jpg' }]);
    await t.files.put(`receipts/${userId}/r.png`, png, 'image/png');
    const files = userFiles(t.files, quota);
    expect(await files.usage(userId)).toBe(jpeg.length + png.length);
    await files.removeUser(userId);
    expect(await bolFiles(userId)).toEqual([]);
    expect(await storedNames(t, 'receipts', userId)).toEqual([]);
    expect(await bolFiles(userId.replace(/./, 'x'))).toEqual([]);
  });
});

const del = (cookie: string, url: string) =>
  t.app.inject({ method: 'DELETE', url, headers: { cookie } });

describe('paperwork that outlives a mistake or a cancelled load', () => {
  it('keeps a cancelled load’s documents, listed and downloadable', async () => {
    const loadId = await newLoad(dale);
    const res = await upload(dale, loadId, [{ bytes: jpeg, name: 'bol.jpg' }]);
    const [doc] = res.json().documents;
    expect((await del(dale, `/api/loads/${loadId}`)).statusCode).toBe(200);

    const download = await get(dale, `/api/bol-documents/${doc.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(jpeg)).toBe(true);
    const listed = await get(dale, `/api/bol-documents/${loadId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((d: { id: string }) => d.id)).toEqual([doc.id]);
    // No new paperwork for a load that is gone.
    const late = await upload(dale, loadId, [{ bytes: jpeg, name: 'late.jpg' }]);
    expect(late.statusCode).toBe(404);
  });

  it('deletes one document with a tombstone, its replay answered alike and its id never back', async () => {
    const loadId = await newLoad(dale);
    const ids = [uuidv7(), uuidv7()];
    await upload(
      dale,
      loadId,
      [
        { bytes: jpeg, name: 'wrong.jpg' },
        { bytes: png, name: 'right.png', type: 'image/png' },
      ],
      ids,
    );
    const gone = await del(dale, `/api/bol-documents/${ids[0]}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ success: true, message: 'Document deleted' });
    expect((await del(dale, `/api/bol-documents/${ids[0]}`)).statusCode).toBe(200);

    const listed = (await get(dale, `/api/bol-documents/${loadId}`)).json();
    expect(listed.map((d: { id: string }) => d.id)).toEqual([ids[1]]);
    expect((await get(dale, `/api/bol-documents/${ids[0]}/download`)).statusCode).toBe(404);
    const pulled = (await get(dale, '/api/sync/changes?since=0')).json();
    expect(pulled.tombstones).toContainEqual(
      expect.objectContaining({ table: 'bolDocuments', id: ids[0] }),
    );
    const again = await upload(dale, loadId, [{ bytes: jpeg, name: 'wrong.jpg' }], [ids[0]!]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This document was deleted');

    expect((await del(rosa, `/api/bol-documents/${ids[1]}`)).statusCode).toBe(404);
    expect((await del(dale, `/api/bol-documents/${uuidv7()}`)).json().message).toBe(
      bolMessages.notFound,
    );
  });
});
