/**
 * One storage quota for every byte a driver keeps (issue 28): fuel receipts, maintenance receipts,
 * BOL documents and the profile photo are counted together and checked before the file is
 * written, so no kind of upload fills the disk past it; Profile reads what is used.
 */
import { storageFullMessage } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, subscribe } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';
import { multipartBody, newLoadBody, tinyPng } from '../test/fixtures.js';

const quota = 1024 * 1024;
/** A receipt photo of 400 KB: two fit in the quota, a third does not. */
const photo = (fill: number) =>
  Buffer.concat([tinyPng, Buffer.alloc(400 * 1024 - tinyPng.length, fill)]);

let t: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  t = await build({ storageQuotaBytes: quota });
  userId = (await signUp(t, 'quota@example.com')).userId;
  cookie = await signIn(t, 'quota@example.com');
  await subscribe(t, cookie);
});
afterAll(() => t.close());

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | string[]>,
  field: string,
  bytes: Buffer,
) {
  const { contentType, payload } = await multipartBody(fields, [{ field, bytes }]);
  return t.app.inject({ method, url, headers: { cookie, 'content-type': contentType }, payload });
}

const fill = () => ({
  id: uuidv7(),
  date: '2026-11-18',
  odometer: '100000',
  gallons: '50',
  pricePerGallon: '3.5',
});
const cost = () => ({ id: uuidv7(), date: '2026-11-18', description: 'Tires', amount: '900' });

/** Every byte the driver keeps in the file store, whatever the kind of file. */
async function bytesStored(): Promise<number> {
  const theirs = (await t.files.list('')).filter((o) => o.key.split('/')[1] === userId);
  return theirs.reduce((sum, o) => sum + o.size, 0);
}

const storage = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/profile/storage', headers: { cookie } })).json<{
    usedBytes: number;
    quotaBytes: number;
  }>();

describe('the storage quota', () => {
  it('counts receipts, documents and photos together, and refuses what would pass it', async () => {
    const first = fill();
    expect((await send('POST', '/api/fuel', first, 'receipt', photo(1))).statusCode).toBe(201);
    expect(
      (await send('POST', '/api/maintenance/costs', cost(), 'receipt', photo(2))).statusCode,
    ).toBe(201);
    const used = await bytesStored();
    expect(used).toBe(2 * 400 * 1024);
    const full = storageFullMessage(used, quota);

    const fuel = await send('POST', '/api/fuel', fill(), 'receipt', photo(3));
    expect([fuel.statusCode, fuel.body]).toEqual([413, full]);
    const maintenance = await send('POST', '/api/maintenance/costs', cost(), 'receipt', photo(4));
    expect([maintenance.statusCode, maintenance.json().message]).toEqual([413, full]);
    const load = newLoadBody();
    await t.app.inject({ method: 'POST', url: '/api/loads', headers: { cookie }, payload: load });
    const bol = await send(
      'POST',
      '/api/bol-documents/upload',
      { loadId: load.id },
      'documents',
      photo(5),
    );
    expect([bol.statusCode, bol.json().message]).toEqual([413, full]);
    const face = await send('POST', '/api/profile/upload-image', {}, 'profileImage', photo(6));
    expect([face.statusCode, face.json().message]).toEqual([413, full]);
    expect(await bytesStored()).toBe(used);

    // A file that replaces one counts only what it adds.
    const { id, ...fields } = first;
    expect((await send('PUT', `/api/fuel/${id}`, fields, 'receipt', photo(7))).statusCode).toBe(
      200,
    );
    expect(await storage()).toEqual({ usedBytes: used, quotaBytes: quota });
  });
});
