/**
 * The drivers' file store keeps the same rules whichever store holds the files: the data folder
 * here, an S3 bucket when the api-s3 project runs this file (vitest.config.ts). A file is kept
 * by its id and type, served back as it was stored, replaced whole, counted in one quota, removed
 * with its driver, and cleaned up once no row owns it.
 */
import { buffer } from 'node:stream/consumers';
import { storageFullMessage } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signIn, subscribe } from '../test/accounts.js';
import { build, storedNames, type TestApp } from '../test/build.js';
import { tinyPng } from '../test/fixtures.js';
import { postMultipart } from '../test/multipart.js';
import { HttpError } from './errors.js';
import { photoTypes, sniffFile, userFiles, type SniffedFile } from './user-files.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

/** A JPEG of `size` bytes, by its first bytes. */
const jpeg = (size = 64) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]);
const photo = (bytes: Buffer): Promise<SniffedFile> => sniffFile(bytes, photoTypes, 'No photo');

describe('a collection of files', () => {
  it('keeps a file by its id and type, serves it back, and one type at a time', async () => {
    const files = userFiles(t.files, 1024 * 1024);
    const receipts = files.collection('receipts', photoTypes);
    const [userId, id] = [uuidv7(), uuidv7()];
    const png = await receipts.save(userId, id, await photo(tinyPng));
    expect(png).toBe(`receipts/${userId}/${id}.png`);
    const found = await receipts.find(userId, id);
    expect(found?.mime).toBe('image/png');
    expect((await buffer(found!.body)).equals(tinyPng)).toBe(true);

    // The same receipt taken again as a JPEG: the PNG goes, so the JPEG is the one served.
    const again = jpeg();
    const jpg = await receipts.save(userId, id, await photo(again));
    expect(await storedNames(t, 'receipts', userId)).toEqual([`${id}.jpg`]);
    const replaced = await receipts.find(userId, id);
    expect(replaced?.mime).toBe('image/jpeg');
    expect((await buffer(replaced!.body)).equals(again)).toBe(true);
    expect(await files.usage(userId)).toBe(again.length);

    await receipts.remove(jpg);
    expect(await receipts.find(userId, id)).toBeUndefined();
    expect(await files.open(jpg)).toBeUndefined();
    expect(await files.usage(userId)).toBe(0);
  });

  it("keeps the driver's file when its replacement of another type cannot be stored", async () => {
    const receipts = userFiles(t.files, 1024 * 1024).collection('receipts', photoTypes);
    const [userId, id] = [uuidv7(), uuidv7()];
    await receipts.save(userId, id, await photo(tinyPng));
    const failing = userFiles(
      {
        ...t.files,
        put: () => Promise.reject(new Error('The store stopped answering')),
      },
      1024 * 1024,
    ).collection('receipts', photoTypes);
    await expect(failing.save(userId, id, await photo(jpeg()))).rejects.toThrow(/stopped/);
    const kept = await receipts.find(userId, id);
    expect(kept?.mime).toBe('image/png');
    expect((await buffer(kept!.body)).equals(tinyPng)).toBe(true);
  });

  it('takes only the characters of an id into a name', async () => {
    const receipts = userFiles(t.files, 1024).collection('receipts', photoTypes);
    const bad = new HttpError(400, 'Invalid file name');
    await expect(receipts.save('../x', uuidv7(), await photo(tinyPng))).rejects.toEqual(bad);
    await expect(receipts.find(uuidv7(), '../../session-secret')).rejects.toEqual(bad);
  });

  it('counts every collection in one quota, and of a replacement only what it adds', async () => {
    const files = userFiles(t.files, 1000);
    const userId = uuidv7();
    const receiptId = uuidv7();
    await files.collection('bol', photoTypes).save(userId, uuidv7(), await photo(jpeg(600)));
    const receipts = files.collection('receipts', photoTypes);
    await receipts.save(userId, receiptId, await photo(jpeg(300)));
    expect(await files.usage(userId)).toBe(900);

    const full = new HttpError(413, storageFullMessage(900, 1000));
    await expect(files.ensureRoom(userId, 200)).rejects.toEqual(full);
    await expect(receipts.save(userId, uuidv7(), await photo(jpeg(200)))).rejects.toEqual(full);
    await receipts.save(userId, receiptId, await photo(jpeg(400)));
    expect(await files.usage(userId)).toBe(1000);
  });

  it('removes every file of a driver together, and nobody else’s', async () => {
    const files = userFiles(t.files, 1024 * 1024);
    const [leaving, staying] = [uuidv7(), uuidv7()];
    for (const userId of [leaving, staying]) {
      await files.collection('bol', photoTypes).save(userId, uuidv7(), await photo(jpeg()));
      await files
        .collection('profile-photos', photoTypes)
        .save(userId, 'photo', await photo(jpeg()));
    }
    await files.removeUser(leaving);
    expect(await files.usage(leaving)).toBe(0);
    expect(await files.usage(staying)).toBe(2 * jpeg().length);
  });
});

describe('the clean-up of files no row owns', () => {
  it('removes a receipt no fill-up owns once it is an hour old, and keeps the owned one', async () => {
    const { userId } = await signUp(t, 'orphans@example.com');
    const cookie = await signIn(t, 'orphans@example.com');
    await subscribe(t, cookie);
    const fill = { id: uuidv7(), date: '2026-11-18', odometer: '5', gallons: '1' };
    const receipt = { bytes: tinyPng, name: 'r.png', type: 'image/png' };
    const saved = await postMultipart(
      t,
      cookie,
      '/api/fuel',
      { ...fill, pricePerGallon: '3' },
      receipt,
    );
    expect(saved.statusCode).toBe(201);
    const orphan = `${uuidv7()}.png`;
    await t.files.put(`receipts/${userId}/${orphan}`, tinyPng, 'image/png');

    // Fresh, it may be an upload whose row is not written yet.
    await t.app.maintenance.run();
    expect(await storedNames(t, 'receipts', userId)).toEqual([`${fill.id}.png`, orphan].sort());

    await t.backdate(`receipts/${userId}/${orphan}`, 2 * 3_600_000);
    await t.backdate(`receipts/${userId}/${fill.id}.png`, 2 * 3_600_000);
    await t.app.maintenance.run();
    expect(await storedNames(t, 'receipts', userId)).toEqual([`${fill.id}.png`]);
    const url = saved.json<{ receiptUrl: string }>().receiptUrl;
    const download = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect([download.statusCode, download.headers['content-type']]).toEqual([200, 'image/png']);
    expect(download.rawPayload.equals(tinyPng)).toBe(true);
  });
});
